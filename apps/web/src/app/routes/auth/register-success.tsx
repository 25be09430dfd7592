import { RegisterSuccess } from '../../../features/auth/components/register-success';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/layouts/use-page-title';

export const RegisterSuccessPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('auth:registerSuccess.title'));
  return <RegisterSuccess />;
};
