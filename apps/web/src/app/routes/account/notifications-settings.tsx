import { AccountShell } from '../../../components/account-shell';
import { NotificationSettingsView } from '../../../features/accounts/components/notification-settings-view';
import { useCurrentUser } from '../../../lib/session';

export const NotificationSettingsPage = () => {
  const user = useCurrentUser();
  return (
    <AccountShell
      namespace="accounts"
      title="accounts:filters.title"
      loadingTitle="common:nav.notificationSettings"
      intro="accounts:filters.intro"
    >
      <NotificationSettingsView user={user} />
    </AccountShell>
  );
};
