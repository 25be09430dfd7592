import { ConfirmEmail } from '../../../features/auth/components/confirm-email';

export const ConfirmEmailPage = () => <ConfirmEmail />;
