import { SettingsView } from '../../../features/users/components/settings-view';
import { useCurrentUser } from '../../../lib/session';

export const SettingsPage = () => <SettingsView user={useCurrentUser()} />;
