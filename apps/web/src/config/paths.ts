/** Every URL of the web app, in one place. */
export const paths = {
  home: '/',
  login: '/login',
  appleCallback: '/login/apple/callback',
  register: '/register',
  registerSuccess: '/register/success',
  forgotPassword: '/password/forgot',
  resetPassword: (token: string, email?: string) =>
    `/password/reset/${token}${email ? `?email=${encodeURIComponent(email)}` : ''}`,
  setPassword: (token: string) => `/password/set/${token}`,
  confirmEmail: '/confirm-email',
  notFound: '/not-found',
  userUpdate: '/user/update',
  settings: '/my-account/settings',
  myOrders: '/my-orders',
  createOrder: '/my-orders/create',
  activeJobs: '/active-jobs',
  activeJob: (id: number) => `/active-jobs/${id}`,
  loads: '/loads',
  admin: '/admin',
  adminAccounts: '/admin/accounts',
  marketingSite: 'https://routier.ca',
} as const;
