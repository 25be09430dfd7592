import { useEffect } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { CARRIER_ROLES, CUSTOMER_ROLES, Role, STAFF_ROLES } from '@routier/domain';
import { AppLayout } from '../components/layouts/app-layout';
import { PublicLayout } from '../components/layouts/public-layout';
import { setApiHandlers } from '../lib/api-client';
import { reloadUser } from '../lib/session';
import { paths } from '../config/paths';
import { GuestOnly, NewUserOnly, RequireApproval, RequireAuth, RequireRole, RoleHome } from './guards/guards';
import { NotFoundPage } from './routes/misc/not-found';

/** Lazy page: each route loads only its own code. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          { path: paths.login, ...page(() => import('./routes/auth/login').then((m) => ({ default: m.LoginPage }))) },
          {
            path: paths.forgotPassword,
            ...page(() => import('./routes/auth/forgot-password').then((m) => ({ default: m.ForgotPasswordPage }))),
          },
          {
            path: '/password/reset/:token',
            ...page(() => import('./routes/auth/reset-password').then((m) => ({ default: m.ResetPasswordPage }))),
          },
          {
            path: '/password/set/:token',
            ...page(() => import('./routes/auth/set-password').then((m) => ({ default: m.SetPasswordPage }))),
          },
        ],
      },
      { path: paths.register, ...page(() => import('./routes/auth/register').then((m) => ({ default: m.RegisterPage }))) },
      {
        path: paths.registerSuccess,
        ...page(() => import('./routes/auth/register-success').then((m) => ({ default: m.RegisterSuccessPage }))),
      },
      {
        path: paths.confirmEmail,
        ...page(() => import('./routes/auth/confirm-email').then((m) => ({ default: m.ConfirmEmailPage }))),
      },
      {
        path: paths.appleCallback,
        ...page(() => import('./routes/auth/apple-callback').then((m) => ({ default: m.AppleCallbackPage }))),
      },
      { path: paths.terms, ...page(() => import('./routes/misc/terms').then((m) => ({ default: m.TermsPage }))) },
      { path: paths.privacy, ...page(() => import('./routes/misc/privacy').then((m) => ({ default: m.PrivacyPage }))) },
      { path: paths.notFound, element: <NotFoundPage /> },
      { path: '/notfound', element: <NotFoundPage /> },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      { path: paths.home, element: <RoleHome /> },
      {
        element: <AppLayout />,
        children: [
          {
            element: <NewUserOnly />,
            children: [
              {
                path: paths.userUpdate,
                ...page(() => import('./routes/account/user-update').then((m) => ({ default: m.UserUpdatePage }))),
              },
            ],
          },
          { path: paths.settings, ...page(() => import('./routes/account/settings').then((m) => ({ default: m.SettingsPage }))) },
          {
            // Not behind the approval gate: the spec's route tables do not gate the customer pages.
            element: <RequireRole roles={CUSTOMER_ROLES} />,
            children: [
              {
                path: paths.myOrders,
                ...page(() => import('./routes/orders/my-orders').then((m) => ({ default: m.MyOrdersPage }))),
              },
            ],
          },
          {
            element: <RequireRole roles={CARRIER_ROLES} />,
            children: [
              {
                element: <RequireApproval />,
                children: [
                  {
                    path: paths.activeJobs,
                    ...page(() => import('./routes/jobs/active-jobs').then((m) => ({ default: m.ActiveJobsPage }))),
                  },
                ],
              },
            ],
          },
          {
            element: <RequireRole roles={[Role.Driver]} />,
            children: [
              {
                path: paths.loads,
                ...page(() => import('./routes/loads/driver-loads').then((m) => ({ default: m.DriverLoadsPage }))),
              },
            ],
          },
          {
            element: <RequireRole roles={STAFF_ROLES} />,
            children: [
              {
                path: paths.admin,
                ...page(() => import('./routes/admin/admin-home').then((m) => ({ default: m.AdminHomePage }))),
              },
            ],
          },
          {
            element: <RequireRole roles={[Role.Admin]} />,
            children: [
              {
                path: paths.adminAccounts,
                ...page(() => import('./routes/admin/admin-accounts').then((m) => ({ default: m.AdminAccountsPage }))),
              },
            ],
          },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to={paths.home} replace /> },
];

const router = createBrowserRouter(routes);

export const AppRouter = () => {
  useEffect(() => {
    setApiHandlers({
      onNotFound: () => void router.navigate(paths.notFound),
      refreshSession: async () => {
        await reloadUser();
      },
    });
  }, []);
  return <RouterProvider router={router} />;
};
