import { useCallback } from 'react';
import { Card, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { Role } from '@routier/domain';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { paths } from '../../../config/paths';
import { NewsletterForm } from '../../../features/newsletter/components/newsletter-form';
import { queryClient } from '../../../lib/query-client';
import { useSession } from '../../../lib/session';

/** Spec §2 newsletter: for visitors, dealers and sub-dealers; any other signed-in user goes to /my-orders. */
export const NewsletterPage = () => {
  const { t } = useTranslation('account');
  const session = useSession();
  const navigate = useNavigate();
  usePageTitle(t('newsletter.title'));
  const user = session.status === 'authenticated' ? session.user : null;
  const onDone = useCallback(() => {
    if (!user) return void navigate(paths.login);
    void queryClient.invalidateQueries({ queryKey: ['coupons'] });
    void navigate(paths.coupons);
  }, [user, navigate]);

  if (session.status === 'loading') return null;
  if (user && user.role !== Role.Dealer && user.role !== Role.SubDealer) return <Navigate to={paths.myOrders} replace />;
  return (
    <Container size="xs" py="xl" px="xs">
      <Card withBorder radius="md" p="lg">
        <Title order={1} size="h2" mb="xs">
          {t('newsletter.title')}
        </Title>
        <Text mb="lg">{t('newsletter.intro')}</Text>
        <NewsletterForm user={user} onDone={onDone} />
      </Card>
    </Container>
  );
};
