import { Button, Container, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { MyOrdersList } from '../../../features/orders/components/my-orders-list';
import { usePageTitle } from '../../../components/layouts/use-page-title';

export const MyOrdersPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('orders:title'));
  return (
    <Container size="xl" py="md">
      <Group justify="space-between" mb="lg">
        <Title order={1} size="h2">
          {t('orders:title')}
        </Title>
        <Button component={Link} to={paths.createOrder}>
          {t('orders:createOrder')}
        </Button>
      </Group>
      <MyOrdersList />
    </Container>
  );
};
