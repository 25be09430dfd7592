import { useEffect } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { CARRIER_ROLES, CUSTOMER_ROLES, NOTIFICATION_READER_ROLES, Role, STAFF_ROLES } from '@routier/domain';
import { authProvidersQueryOptions } from '../features/auth/api/get-auth-providers';
import { demoAccountsQueryOptions } from '../features/auth/api/get-demo-accounts';
import { setApiHandlers } from '../lib/api-client';
import { loadNamespace } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { pages } from './pages';
import { reloadUser, sessionQueryOptions } from '../lib/session';
import { paths } from '../config/paths';
import { CreateOrderGate } from './guards/create-order-gate';
import { GuestOnly, NewUserOnly, RequireApproval, RequireAuth, RequireRole, RoleHome } from './guards/guards';

/** Lazy page: each route loads only its own code. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * The session, fetched beside the page's code: the guards then render the page at once instead of a loading
 * screen that the page replaces (and moves).
 */
const loadSession = async () => {
  await queryClient.prefetchQuery(sessionQueryOptions());
  return null;
};

const routes: RouteObject[] = [
  {
    loader: loadSession,
    ...page(() => pages.publicLayout().then((m) => ({ default: m.PublicLayout }))),
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
            ...page(() => pages.login().then((m) => ({ default: m.LoginPage }))),
          },
          {
            path: paths.forgotPassword,
            ...page(() => pages.forgotPassword().then((m) => ({ default: m.ForgotPasswordPage }))),
          },
          {
            path: '/password/reset/:token',
            ...page(() => pages.resetPassword().then((m) => ({ default: m.ResetPasswordPage }))),
          },
        ],
      },
      // an invitation: open to a signed-in browser too, which it offers to sign out (decision 057)
      {
        path: '/password/set/:token',
        ...page(() => pages.setPassword().then((m) => ({ default: m.SetPasswordPage }))),
      },
      { path: paths.register, ...page(() => pages.register().then((m) => ({ default: m.RegisterPage }))) },
      {
        path: paths.registerSuccess,
        ...page(() => pages.registerSuccess().then((m) => ({ default: m.RegisterSuccessPage }))),
      },
      {
        path: paths.confirmEmail,
        ...page(() => pages.confirmEmail().then((m) => ({ default: m.ConfirmEmailPage }))),
      },
      {
        path: paths.appleCallback,
        ...page(() => pages.appleCallback().then((m) => ({ default: m.AppleCallbackPage }))),
      },
      {
        path: paths.terms,
        lazy: async () => {
          const [m] = await Promise.all([pages.terms(), loadNamespace('legal')]);
          return { Component: m.TermsPage };
        },
      },
      {
        path: paths.newsletter,
        lazy: async () => {
          const [m] = await Promise.all([pages.newsletter(), loadNamespace('account')]);
          return { Component: m.NewsletterPage };
        },
      },
      {
        path: paths.newsletterConfirm,
        lazy: async () => {
          const [m] = await Promise.all([pages.newsletterConfirm(), loadNamespace('account')]);
          return { Component: m.NewsletterConfirmPage };
        },
      },
      {
        path: paths.privacy,
        lazy: async () => {
          const [m] = await Promise.all([pages.privacy(), loadNamespace('legal')]);
          return { Component: m.PrivacyPage };
        },
      },
      {
        // a guest's order, for whoever holds its link (signed in or not)
        path: paths.trackOrder,
        lazy: async () => {
          const [m] = await Promise.all([pages.trackOrder(), loadNamespace('order-page'), loadNamespace('tracking')]);
          return { Component: m.TrackOrderPage };
        },
      },
      ...[paths.notFound, '/notfound'].map((path) => ({
        path,
        ...page(() => pages.notFound().then((m) => ({ default: m.NotFoundPage }))),
      })),
    ],
  },
  {
    loader: loadSession,
    element: <RequireAuth />,
    children: [
      { path: paths.home, element: <RoleHome /> },
      {
        ...page(() => pages.appLayout().then((m) => ({ default: m.AppLayout }))),
        children: [
          {
            element: <NewUserOnly />,
            children: [
              {
                path: paths.userUpdate,
                ...page(() => pages.userUpdate().then((m) => ({ default: m.UserUpdatePage }))),
              },
            ],
          },
          { path: paths.settings, ...page(() => pages.settings().then((m) => ({ default: m.SettingsPage }))) },
          {
            element: <RequireRole roles={NOTIFICATION_READER_ROLES} />,
            children: [
              {
                path: paths.notifications,
                lazy: async () => {
                  const [m] = await Promise.all([pages.notifications(), loadNamespace('notifications')]);
                  return { Component: m.NotificationsPage };
                },
              },
            ],
          },
          {
            // Not behind the approval gate: the spec's route tables do not gate the customer pages.
            element: <RequireRole roles={CUSTOMER_ROLES} />,
            children: [
              {
                path: paths.myOrders,
                ...page(() => pages.myOrders().then((m) => ({ default: m.MyOrdersPage }))),
              },
              {
                path: paths.coupons,
                lazy: async () => {
                  const [m] = await Promise.all([pages.coupons(), loadNamespace('account')]);
                  return { Component: m.CouponsPage };
                },
              },
              {
                path: '/auto-dispatch/quotes/:id',
                lazy: async () => {
                  const [m] = await Promise.all([
                    pages.autoDispatchQuotes(),
                    loadNamespace('auto-dispatch'),
                    // the quote request of an auto-dispatch draft not sent yet
                    loadNamespace('pricing'),
                  ]);
                  return { Component: m.AutoDispatchQuotesPage };
                },
              },
              {
                path: '/auto-dispatch/:id?',
                // the four-step auto-dispatch wizard: addresses, vehicles, transportation type, quote request
                // (its page loads through the order wizard's module: no entry of its own in the app's first download)
                lazy: async () => {
                  const [m] = await Promise.all([
                    pages.createOrder(),
                    ...(['auto-dispatch', 'wizard', 'pricing'] as const).map((ns) => loadNamespace(ns)),
                  ]);
                  return { Component: m.AutoDispatchWizardPage };
                },
              },
              {
                path: '/auto-dispatch/details/:id',
                // the details wizard reuses the order wizard's notes, payment and completed steps
                lazy: async () => {
                  const [m] = await Promise.all([
                    pages.autoDispatchDetails(),
                    ...(['auto-dispatch', 'wizard', 'pricing', 'order-page', 'checkout'] as const).map((ns) => loadNamespace(ns)),
                  ]);
                  return { Component: m.AutoDispatchDetailsPage };
                },
              },
              {
                path: '/my-orders/:id',
                // the page's texts are a deferred namespace: fetched beside its code
                lazy: async () => {
                  const [m] = await Promise.all([
                    pages.orderDetails(),
                    loadNamespace('order-page'),
                    loadNamespace('order-requests'),
                    loadNamespace('tracking'),
                    loadNamespace('reviews'),
                  ]);
                  return { Component: m.OrderDetailsPage };
                },
              },
            ],
          },
          {
            // Dealers (a sub-dealer sees his own orders' figures) and transport companies (decision 031).
            element: <RequireRole roles={[Role.Dealer, Role.SubDealer, Role.TransportCompany]} />,
            children: [
              {
                path: paths.dashboard,
                lazy: async () => {
                  const [m] = await Promise.all([pages.dashboard(), loadNamespace('dashboards')]);
                  return { Component: m.DashboardPage };
                },
              },
            ],
          },
          {
            // Spec: /my-account/invoices (dealer, private user) and /my-account/billing (transport company) need approval.
            element: <RequireApproval />,
            children: [
              {
                element: <RequireRole roles={[Role.Dealer, Role.PrivateUser]} />,
                children: [
                  {
                    path: paths.invoices,
                    lazy: async () => {
                      const [m] = await Promise.all([pages.invoices(), loadNamespace('billing')]);
                      return { Component: m.InvoicesPage };
                    },
                  },
                ],
              },
              {
                element: <RequireRole roles={[Role.TransportCompany]} />,
                children: [
                  {
                    path: paths.billing,
                    lazy: async () => {
                      const [m] = await Promise.all([pages.billing(), loadNamespace('billing')]);
                      return { Component: m.BillingPage };
                    },
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
                    ...page(() => pages.activeJobs().then((m) => ({ default: m.ActiveJobsPage }))),
                  },
                  {
                    path: paths.offers,
                    lazy: async () => {
                      const [m] = await Promise.all([pages.offers(), loadNamespace('offers')]);
                      return { Component: m.OffersPage };
                    },
                  },
                  {
                    path: '/offers/:id',
                    lazy: async () => {
                      const [m] = await Promise.all([pages.offerDetail(), loadNamespace('offers')]);
                      return { Component: m.OfferDetailPage };
                    },
                  },
                  {
                    path: paths.quoteRequests,
                    lazy: async () => {
                      const [m] = await Promise.all([pages.quoteRequests(), loadNamespace('auto-dispatch')]);
                      return { Component: m.QuoteRequestsPage };
                    },
                  },
                  {
                    path: '/auto-dispatch/submit-quote/:id',
                    lazy: async () => {
                      const [m] = await Promise.all([pages.submitQuote(), loadNamespace('auto-dispatch')]);
                      return { Component: m.SubmitQuotePage };
                    },
                  },
                  {
                    path: '/auto-dispatch/decline-quote/:id',
                    lazy: async () => {
                      const [m] = await Promise.all([pages.declineQuote(), loadNamespace('auto-dispatch')]);
                      return { Component: m.DeclineQuotePage };
                    },
                  },
                  ...(
                    [
                      [paths.submitQuoteSuccess, 'SubmitQuoteSuccessPage'],
                      [paths.declineQuoteSuccess, 'DeclineQuoteSuccessPage'],
                      [paths.submitQuoteError, 'SubmitQuoteErrorPage'],
                    ] as const
                  ).map(([path, name]) => ({
                    path,
                    lazy: async () => {
                      const [m] = await Promise.all([pages.quoteResults(), loadNamespace('auto-dispatch')]);
                      return { Component: m[name] };
                    },
                  })),
                  { path: paths.team, element: <Navigate to={paths.teamDrivers} replace /> },
                  {
                    path: '/team/:type',
                    // the page's texts are a deferred namespace: fetched beside its code
                    lazy: async () => {
                      const [m] = await Promise.all([pages.team(), loadNamespace('team')]);
                      return { Component: m.TeamPage };
                    },
                  },
                  {
                    path: '/team/drivers/:id',
                    lazy: async () => {
                      const [m] = await Promise.all([pages.driverDetail(), loadNamespace('team')]);
                      return { Component: m.DriverDetailPage };
                    },
                  },
                  {
                    path: '/active-jobs/:id',
                    // the page's texts are deferred namespaces: fetched beside its code
                    lazy: async () => {
                      const [m] = await Promise.all([
                        pages.activeJob(),
                        loadNamespace('job-page'),
                        loadNamespace('order-page'),
                        loadNamespace('order-requests'),
                      ]);
                      return { Component: m.ActiveJobPage };
                    },
                  },
                ],
              },
            ],
          },
          // the account area (carrier-and-account-side §2): needs approval; texts in the deferred `accounts`
          {
            element: <RequireRole roles={[Role.Dealer, Role.TransportCompany]} />,
            children: [
              {
                element: <RequireApproval />,
                children: [
                  {
                    path: paths.businessDetails,
                    lazy: async () => {
                      const [m] = await Promise.all([pages.businessDetails(), loadNamespace('accounts')]);
                      return { Component: m.BusinessDetailsPage };
                    },
                  },
                ],
              },
            ],
          },
          {
            element: <RequireRole roles={[Role.TransportCompany]} />,
            children: [
              {
                element: <RequireApproval />,
                children: [
                  {
                    path: paths.insurance,
                    lazy: async () => {
                      const [m] = await Promise.all([pages.insurance(), loadNamespace('accounts')]);
                      return { Component: m.InsurancePage };
                    },
                  },
                  {
                    path: paths.notificationsSettings,
                    lazy: async () => {
                      const [m] = await Promise.all([pages.notificationsSettings(), loadNamespace('accounts')]);
                      return { Component: m.NotificationSettingsPage };
                    },
                  },
                ],
              },
            ],
          },
          {
            // Spec §2: dealers (sub-accounts) and transport companies (dispatchers); needs approval.
            element: <RequireRole roles={[Role.Dealer, Role.TransportCompany]} />,
            children: [
              {
                element: <RequireApproval />,
                children: [
                  {
                    path: paths.subAccounts,
                    lazy: async () => {
                      const [m] = await Promise.all([pages.subAccounts(), loadNamespace('sub-accounts')]);
                      return { Component: m.SubAccountsPage };
                    },
                  },
                ],
              },
            ],
          },
          {
            // carrier side §6: only transport companies see their reviews
            element: <RequireRole roles={[Role.TransportCompany]} />,
            children: [
              {
                element: <RequireApproval />,
                children: [
                  {
                    path: paths.reviews,
                    lazy: async () => {
                      const [m] = await Promise.all([pages.reviews(), loadNamespace('reviews')]);
                      return { Component: m.ReviewsPage };
                    },
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
                ...page(() => pages.driverLoads().then((m) => ({ default: m.DriverLoadsPage }))),
              },
              {
                path: '/loads/:id',
                lazy: async () => {
                  const [m] = await Promise.all([pages.driverLoad(), loadNamespace('driver'), loadNamespace('order-requests')]);
                  return { Component: m.DriverLoadPage };
                },
              },
            ],
          },
          {
            element: <RequireRole roles={STAFF_ROLES} />,
            children: [
              {
                path: paths.admin,
                lazy: async () => {
                  const [m] = await Promise.all([pages.adminHome(), loadNamespace('admin')]);
                  return { Component: m.AdminHomePage };
                },
              },
              {
                path: paths.adminInvoices,
                lazy: async () => {
                  const [m] = await Promise.all([pages.adminInvoices(), loadNamespace('billing')]);
                  return { Component: m.AdminInvoicesPage };
                },
              },
              {
                path: paths.adminReconciliation,
                lazy: async () => {
                  const [m] = await Promise.all([pages.adminReconciliation(), loadNamespace('admin')]);
                  return { Component: m.ReconciliationPage };
                },
              },
              {
                path: paths.adminPayments,
                lazy: async () => {
                  const [m] = await Promise.all([pages.adminPayments(), loadNamespace('admin')]);
                  return { Component: m.AdminPaymentsPage };
                },
              },
            ],
          },
          {
            element: <RequireRole roles={[Role.Admin]} />,
            children: [
              {
                path: paths.adminAccounts,
                lazy: async () => {
                  const [m] = await Promise.all([pages.adminAccounts(), loadNamespace('admin')]);
                  return { Component: m.AdminAccountsPage };
                },
              },
              {
                path: paths.adminAccount(':id'),
                lazy: async () => {
                  const [m] = await Promise.all([pages.adminAccount(), loadNamespace('admin')]);
                  return { Component: m.AdminAccountPage };
                },
              },
              {
                path: paths.adminOrders,
                lazy: async () => {
                  const [m] = await Promise.all([pages.adminOrders(), loadNamespace('admin')]);
                  return { Component: m.AdminOrdersPage };
                },
              },
              {
                path: paths.adminNewOrder,
                lazy: async () => {
                  const [m] = await Promise.all([pages.adminCreateOrder(), loadNamespace('admin')]);
                  return { Component: m.AdminNewOrderPage };
                },
              },
              {
                path: paths.adminOrderForCustomer(':id'),
                // the customer's wizard steps: their texts load beside the page's code
                lazy: async () => {
                  const [m] = await Promise.all([
                    pages.adminCreateOrder(),
                    ...(['admin', 'wizard', 'pricing', 'order-page', 'checkout'] as const).map((ns) => loadNamespace(ns)),
                  ]);
                  return { Component: m.AdminOrderForCustomerPage };
                },
              },
              {
                path: paths.adminOrder(':id'),
                lazy: async () => {
                  const [m] = await Promise.all([pages.adminOrder(), loadNamespace('admin'), loadNamespace('order-requests')]);
                  return { Component: m.AdminOrderPage };
                },
              },
              {
                path: paths.adminBids,
                lazy: async () => {
                  const [m] = await Promise.all([pages.adminBids(), loadNamespace('offers'), loadNamespace('admin')]);
                  return { Component: m.AdminBidsPage };
                },
              },
              {
                path: paths.adminRateCard,
                lazy: async () => {
                  const [m] = await Promise.all([pages.adminRateCard(), loadNamespace('pricing'), loadNamespace('admin')]);
                  return { Component: m.RateCardPage };
                },
              },
              {
                path: paths.adminRequests,
                lazy: async () => {
                  const [m] = await Promise.all([pages.adminRequests(), loadNamespace('order-requests')]);
                  return { Component: m.AdminRequestsPage };
                },
              },
              {
                path: paths.adminChangelog,
                lazy: async () => {
                  const [m] = await Promise.all([pages.adminChangelog(), loadNamespace('admin')]);
                  return { Component: m.ChangelogPage };
                },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    // Customers and signed-out visitors alike (a guest's order, spec §1): the gate picks the layout.
    loader: loadSession,
    element: <CreateOrderGate />,
    children: [paths.createOrder, `${paths.createOrder}/:id`].map((path) => ({
      path,
      // the wizard's steps' texts are deferred namespaces: fetched beside the page's code
      lazy: async () => {
        const [m] = await Promise.all([
          pages.createOrder(),
          ...(['wizard', 'pricing', 'order-page', 'checkout'] as const).map((ns) => loadNamespace(ns)),
        ]);
        return { Component: m.CreateOrderPage };
      },
    })),
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
