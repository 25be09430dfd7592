import { RegisterView } from '../../../features/auth/components/register-view';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/layouts/use-page-title';

export const RegisterPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('auth:register.title'));
  return <RegisterView />;
};
