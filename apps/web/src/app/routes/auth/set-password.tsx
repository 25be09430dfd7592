import { useParams } from 'react-router';
import { SetPasswordForm } from '../../../features/auth/components/set-password-form';

export const SetPasswordPage = () => {
  const { token = '' } = useParams();
  return <SetPasswordForm token={token} />;
};
