import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/layouts/use-page-title';

export const ForgotPasswordPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('auth:forgot.title'));
  return <ForgotPasswordForm />;
};
