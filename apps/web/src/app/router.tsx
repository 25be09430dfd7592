import { useEffect } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { CARRIER_ROLES, CUSTOMER_ROLES, Role, STAFF_ROLES } from '@routier/domain';
import { authProvidersQueryOptions } from '../features/auth/api/get-auth-providers';
import { demoAccountsQueryOptions } from '../features/auth/api/get-demo-accounts';
import { setApiHandlers } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { reloadUser } from '../lib/session';
import { paths } from '../config/paths';
import { GuestOnly, NewUserOnly, RequireApproval, RequireAuth, RequireRole, RoleHome } from './guards/guards';

/** Lazy page: each route loads only its own code. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const routes: RouteObject[] = [
  {
    ...page(() => import('../components/layouts/public-layout').then((m) => ({ default: m.PublicLayout }))),
    children: [
      {
        element: <GuestOnly />,
        children: [
          {
            path: paths.login,
            // Fetched beside the page's code, so the form does not move when they arrive.
            loader: async () => {
              await Promise.allSettled([
                queryClient.prefetchQuery(demoAccountsQueryOptions()),
                queryClient.prefetchQuery(authProvidersQueryOptions()),
              ]);
              return null;
            },
            ...page(() => import('./routes/auth/login').then((m) => ({ default: m.LoginPage }))),
          },
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
      ...[paths.notFound, '/notfound'].map((path) => ({
        path,
        ...page(() => import('./routes/misc/not-found').then((m) => ({ default: m.NotFoundPage }))),
      })),
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      { path: paths.home, element: <RoleHome /> },
      {
        ...page(() => import('../components/layouts/app-layout').then((m) => ({ default: m.AppLayout }))),
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
            element: <RequireRole roles={CUSTOMER_ROLES} />,
            children: [
              {
                element: <RequireApproval />,
                children: [
                  {
                    path: paths.myOrders,
                    ...page(() => import('./routes/orders/my-orders').then((m) => ({ default: m.MyOrdersPage }))),
                  },
                ],
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
                element: <RequireApproval />,
                children: [
                  {
                    path: paths.loads,
                    ...page(() => import('./routes/loads/driver-loads').then((m) => ({ default: m.DriverLoadsPage }))),
                  },
                ],
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
