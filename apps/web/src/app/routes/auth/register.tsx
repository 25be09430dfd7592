import { RegisterView } from '../../../features/auth/components/register-view';

export const RegisterPage = () => <RegisterView />;
