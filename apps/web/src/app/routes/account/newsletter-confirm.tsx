import { Card, Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { NewsletterConfirm } from '../../../features/newsletter/components/newsletter-confirm';
import { useSession } from '../../../lib/session';

/** /newsletter/confirm?token=…: the link of the double opt-in e-mail, for anyone who has it. */
export const NewsletterConfirmPage = () => {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const session = useSession();
  usePageTitle(t('newsletter.confirmTitle'));
  return (
    <Container size="xs" py="xl" px="xs">
      <Card withBorder radius="md" p="lg">
        <Title order={1} size="h2" mb="md">
          {t('newsletter.confirmTitle')}
        </Title>
        <NewsletterConfirm token={params.get('token') ?? ''} signedIn={session.status === 'authenticated'} />
      </Card>
    </Container>
  );
};
