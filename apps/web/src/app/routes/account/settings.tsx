import { SettingsView } from '../../../features/users/components/settings-view';
import { useCurrentUser } from '../../../lib/session';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/layouts/use-page-title';

export const SettingsPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('users:settings.title'));
  return <SettingsView user={useCurrentUser()} />;
};
