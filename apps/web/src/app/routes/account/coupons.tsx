import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Role } from '@routier/domain';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { CouponsTabs } from '../../../features/coupons/components/coupons-tabs';
import { useCurrentUser } from '../../../lib/session';

export const CouponsPage = () => {
  const { t } = useTranslation('account');
  const user = useCurrentUser();
  usePageTitle(t('coupons.title'));
  return (
    <Container size="lg" py="md" px="xs">
      <Title order={1} size="h2" mb="xs">
        {t('coupons.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('coupons.intro')}
      </Text>
      <CouponsTabs canSubscribe={user.role === Role.Dealer || user.role === Role.SubDealer} />
    </Container>
  );
};
