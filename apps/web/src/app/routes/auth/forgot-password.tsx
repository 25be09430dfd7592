import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';

export const ForgotPasswordPage = () => <ForgotPasswordForm />;
