import { useParams, useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/layouts/use-page-title';

export const ResetPasswordPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('auth:reset.title'));
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  return <ResetPasswordForm token={token} email={params.get('email') ?? ''} />;
};
