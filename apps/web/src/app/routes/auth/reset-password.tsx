import { useParams, useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';

export const ResetPasswordPage = () => {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  return <ResetPasswordForm token={token} email={params.get('email') ?? ''} />;
};
