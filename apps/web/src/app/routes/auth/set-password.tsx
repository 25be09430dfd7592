import { useParams } from 'react-router';
import { SetPasswordForm } from '../../../features/auth/components/set-password-form';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/layouts/use-page-title';

export const SetPasswordPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('auth:setPassword.title'));
  const { token = '' } = useParams();
  return <SetPasswordForm token={token} />;
};
