import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { homePathForRole, mustCompletePersonalInfo, type Role } from '@routier/domain';
import { useSession } from '../../lib/session';
import { StorageKey } from '../../lib/storage';
import { paths } from '../../config/paths';
import { LoadingScreen } from '../../components/layouts/loading-screen';
import { NotApprovedNotice } from '../../components/layouts/not-approved-notice';

/**
 * Login-required + wait-for-user-loaded: remembers where the visitor was going, sends unverified users to
 * /confirm-email, role-less users to /register, and new sub-dealers/dispatchers to /user/update.
 */
export const RequireAuth = ({ children }: { children?: ReactNode }) => {
  const session = useSession();
  const location = useLocation();
  const target = location.pathname + location.search;
  useEffect(() => {
    if (session.status === 'guest') localStorage.setItem(StorageKey.lastLocation, target);
  }, [session.status, target]);
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'guest') return <Navigate to={paths.login} replace />;
  if (session.status === 'unverified') return <Navigate to={paths.confirmEmail} replace />;
  const user = session.user;
  if (user.role === null) return <Navigate to={paths.register} replace />;
  if (mustCompletePersonalInfo({ role: user.role, new_user: user.new_user }) && location.pathname !== paths.userUpdate) {
    return <Navigate to={paths.userUpdate} replace />;
  }
  return children ?? <Outlet />;
};

/** Guests only: a signed-in user goes home. */
export const GuestOnly = () => {
  const session = useSession();
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'authenticated') return <Navigate to={paths.home} replace />;
  return <Outlet />;
};

/** Role match: a wrong role goes to /. */
export const RequireRole = ({ roles }: { roles: readonly Role[] }) => {
  const session = useSession();
  if (session.status !== 'authenticated' || session.user.role === null) return <Navigate to={paths.home} replace />;
  if (!roles.includes(session.user.role)) return <Navigate to={paths.home} replace />;
  return <Outlet />;
};

/** Admin-approval gate: inactive accounts see the not-approved notice instead of the page. */
export const RequireApproval = () => {
  const session = useSession();
  if (session.status === 'authenticated' && !session.user.active) return <NotApprovedNotice />;
  return <Outlet />;
};

/** New-user-only (/user/update): others go home. */
export const NewUserOnly = () => {
  const session = useSession();
  if (session.status !== 'authenticated' || !session.user.new_user) return <Navigate to={paths.home} replace />;
  return <Outlet />;
};

/** "/" sends each role to its own home. */
export const RoleHome = () => {
  const session = useSession();
  if (session.status !== 'authenticated' || session.user.role === null) return <Navigate to={paths.login} replace />;
  return <Navigate to={homePathForRole(session.user.role)} replace />;
};
