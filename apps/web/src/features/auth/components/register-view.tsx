import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SELF_REGISTER_ROLES, type AuthResponse, type Role } from '@routier/domain';
import { startSession, useSession } from '../../../lib/session';
import { paths } from '../../../config/paths';
import { LoadingScreen } from '../../../components/layouts/loading-screen';
import { AuthCard } from './auth-card';
import { RegisterForm } from './register-form';

const roleFromQuery = (value: string | null): Role | null => {
  const role = Number(value);
  return (SELF_REGISTER_ROLES as readonly number[]).includes(role) ? (role as Role) : null;
};

/**
 * /register: visitors create an account; a user signed in by Google/Apple without a role completes theirs
 * (e-mail fixed, no password); anyone else already signed in goes home.
 */
export const RegisterView = () => {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [registered, setRegistered] = useState(false);

  if (session.status === 'loading') return <LoadingScreen />;
  if (!registered && session.user?.role) return <Navigate to={paths.home} replace />;
  const socialUser = session.status === 'authenticated' ? session.user : null;

  const handleRegistered = async (response: AuthResponse) => {
    setRegistered(true);
    await startSession(response);
    await navigate(paths.registerSuccess, { replace: true });
  };

  return (
    <AuthCard
      title={t('auth:register.title')}
      subtitle={socialUser ? t('auth:register.socialSubtitle') : t('auth:register.subtitle')}
    >
      <RegisterForm initialRole={roleFromQuery(params.get('role'))} socialUser={socialUser} onRegistered={handleRegistered} />
    </AuthCard>
  );
};
