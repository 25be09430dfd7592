/**
 * The code of every layout and page, loaded on demand. The router renders them; the boot script
 * (src/boot.ts) starts loading the current URL's ones before the rest of the app has arrived.
 */
export const pages = {
  publicLayout: () => import('../components/layouts/public-layout'),
  appLayout: () => import('../components/layouts/app-layout'),
  login: () => import('./routes/auth/login'),
  forgotPassword: () => import('./routes/auth/forgot-password'),
  resetPassword: () => import('./routes/auth/reset-password'),
  setPassword: () => import('./routes/auth/set-password'),
  register: () => import('./routes/auth/register'),
  registerSuccess: () => import('./routes/auth/register-success'),
  confirmEmail: () => import('./routes/auth/confirm-email'),
  appleCallback: () => import('./routes/auth/apple-callback'),
  notFound: () => import('./routes/misc/not-found'),
  terms: () => import('./routes/misc/terms'),
  privacy: () => import('./routes/misc/privacy'),
  userUpdate: () => import('./routes/account/user-update'),
  settings: () => import('./routes/account/settings'),
  coupons: () => import('./routes/account/coupons'),
  newsletter: () => import('./routes/account/newsletter'),
  myOrders: () => import('./routes/orders/my-orders'),
  orderDetails: () => import('./routes/orders/order-details'),
  createOrder: () => import('./routes/orders/create-order'),
  activeJobs: () => import('./routes/jobs/active-jobs'),
  offers: () => import('./routes/offers/offers'),
  offerDetail: () => import('./routes/offers/offer-detail'),
  driverLoads: () => import('./routes/loads/driver-loads'),
  team: () => import('./routes/team/team'),
  driverDetail: () => import('./routes/team/driver-detail'),
  adminHome: () => import('./routes/admin/admin-home'),
  adminAccounts: () => import('./routes/admin/admin-accounts'),
  adminRateCard: () => import('./routes/admin/rate-card'),
  adminBids: () => import('./routes/admin/admin-bids'),
  adminChangelog: () => import('./routes/admin/changelog'),
  /** temporary: the pricing and checkout steps until the wizard page renders them */
};
