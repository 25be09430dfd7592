import { RegisterSuccess } from '../../../features/auth/components/register-success';

export const RegisterSuccessPage = () => <RegisterSuccess />;
