import { Container, Title } from '@mantine/core';
import type { Role } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { NotificationsList } from '../../../features/notifications/components/notifications-list';
import { useCurrentUser } from '../../../lib/session';
import { useNamespace } from '../../../lib/use-namespace';

/** /notifications (spec §2): the caller's notifications, for every signed-in role but the accountant. */
export const NotificationsPage = () => {
  const { t } = useTranslation();
  const ready = useNamespace('notifications');
  const user = useCurrentUser();
  usePageTitle(ready ? t('notifications:title') : t('common:nav.notifications'));
  if (!ready) return null;
  return (
    <Container size="lg" py="md" px="xs">
      <Title order={1} size="h2" mb="md">
        {t('notifications:title')}
      </Title>
      <NotificationsList role={user.role as Role | null} />
    </Container>
  );
};
