import { PageShell } from '../../../components/page-shell';
import { NotificationSettingsView } from '../../../features/accounts/components/notification-settings-view';
import { useCurrentUser } from '../../../lib/session';
import { useNamespace } from '../../../lib/use-namespace';

export const NotificationSettingsPage = () => {
  const ready = useNamespace('accounts');
  const user = useCurrentUser();
  return (
    <PageShell
      size="md"
      ready={ready}
      title="accounts:filters.title"
      loadingTitle="common:nav.notificationSettings"
      intro="accounts:filters.intro"
    >
      <NotificationSettingsView user={user} />
    </PageShell>
  );
};
