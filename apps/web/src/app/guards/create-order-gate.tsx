import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { CUSTOMER_ROLES } from '@routier/domain';
import { LoadingScreen } from '../../components/layouts/loading-screen';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { pages } from '../pages';
import { RequireAuth } from './guards';

const AppLayout = lazy(() => pages.appLayout().then((m) => ({ default: m.AppLayout })));
const WidePublicLayout = lazy(() => pages.publicLayout().then((m) => ({ default: m.WidePublicLayout })));

/**
 * /my-orders/create opens for everyone (spec §1): a signed-in customer gets it in the app's layout, a
 * signed-out visitor in the public one, as a guest; other roles go home.
 */
export const CreateOrderGate = () => {
  const session = useSession();
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'guest')
    return (
      <Suspense fallback={<LoadingScreen />}>
        <WidePublicLayout />
      </Suspense>
    );
  if (session.status === 'authenticated' && (session.user.role === null || !CUSTOMER_ROLES.includes(session.user.role)))
    return <Navigate to={paths.home} replace />;
  return (
    <RequireAuth>
      <Suspense fallback={<LoadingScreen />}>
        <AppLayout />
      </Suspense>
    </RequireAuth>
  );
};
