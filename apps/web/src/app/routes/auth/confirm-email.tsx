import { ConfirmEmail } from '../../../features/auth/components/confirm-email';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/layouts/use-page-title';

export const ConfirmEmailPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('auth:confirmEmail.title'));
  return <ConfirmEmail />;
};
