import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/layouts/loading-screen';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { SetPasswordForm } from '../../../features/auth/components/set-password-form';
import { SignedInElsewhere } from '../../../features/auth/components/signed-in-elsewhere';
import { useSession } from '../../../lib/session';

/** /password/set/{token}: the invitation; opened while someone is signed in, it first offers to sign him out. */
export const SetPasswordPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('auth:setPassword.title'));
  const { token = '' } = useParams();
  const session = useSession();
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'authenticated' || session.status === 'unverified') return <SignedInElsewhere user={session.user} />;
  return <SetPasswordForm token={token} />;
};
