import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The empty "All" list: no orders yet, with a way to create the first one. */
export const MyOrdersEmpty = () => {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" data-testid="my-orders-empty">
      <Text fw={600}>{t('orders:list.emptyTitle')}</Text>
      <Text c="dimmed" ta="center">
        {t('orders:list.emptyBody')}
      </Text>
      <Button component={Link} to={paths.createOrder}>
        {t('orders:createOrder')}
      </Button>
    </Stack>
  );
};
