import { Role } from '@routier/domain';
import { paths } from './paths';

/** `badge`: a count shown beside the entry (the carriers' unseen offers). */
export type NavItem = { key: string; to: string; badge?: 'unseenOffers' };

/** Main navigation per role (spec: "Menus and header" on both sides). */
export const MAIN_NAV: Record<Role, NavItem[]> = {
  [Role.Admin]: [
    { key: 'nav.orders', to: paths.adminOrders },
    { key: 'nav.accounts', to: paths.adminAccounts },
    { key: 'nav.bids', to: paths.adminBids },
    { key: 'nav.requests', to: paths.adminRequests },
    { key: 'nav.invoices', to: paths.adminInvoices },
    { key: 'nav.payments', to: paths.adminPayments },
    { key: 'nav.reconciliation', to: paths.adminReconciliation },
  ],
  [Role.Accountant]: [
    { key: 'nav.admin', to: paths.admin },
    { key: 'nav.invoices', to: paths.adminInvoices },
    { key: 'nav.payments', to: paths.adminPayments },
    { key: 'nav.reconciliation', to: paths.adminReconciliation },
  ],
  [Role.Dealer]: [
    { key: 'nav.dashboard', to: paths.dashboard },
    { key: 'nav.myOrders', to: paths.myOrders },
    { key: 'nav.notifications', to: paths.notifications },
  ],
  [Role.SubDealer]: [
    { key: 'nav.dashboard', to: paths.dashboard },
    { key: 'nav.myOrders', to: paths.myOrders },
    { key: 'nav.notifications', to: paths.notifications },
  ],
  [Role.PrivateUser]: [
    { key: 'nav.myOrders', to: paths.myOrders },
    { key: 'nav.notifications', to: paths.notifications },
  ],
  [Role.TransportCompany]: [
    { key: 'nav.dashboard', to: paths.dashboard },
    { key: 'nav.offers', to: paths.offers, badge: 'unseenOffers' },
    { key: 'nav.quoteRequests', to: paths.quoteRequests },
    { key: 'nav.activeOrders', to: paths.activeJobs },
    { key: 'nav.team', to: paths.team },
    { key: 'nav.notifications', to: paths.notifications },
    { key: 'nav.reviews', to: paths.reviews },
  ],
  [Role.Dispatcher]: [
    { key: 'nav.offers', to: paths.offers, badge: 'unseenOffers' },
    { key: 'nav.quoteRequests', to: paths.quoteRequests },
    { key: 'nav.activeOrders', to: paths.activeJobs },
    { key: 'nav.team', to: paths.team },
    { key: 'nav.notifications', to: paths.notifications },
  ],
  [Role.Driver]: [{ key: 'nav.myLoads', to: paths.loads }],
};

/** Account menu (user dropdown) per role. */
export const ACCOUNT_NAV: Record<Role, NavItem[]> = {
  [Role.Admin]: [{ key: 'nav.settings', to: paths.settings }],
  [Role.Accountant]: [{ key: 'nav.settings', to: paths.settings }],
  [Role.Dealer]: [
    { key: 'nav.settings', to: paths.settings },
    { key: 'nav.businessDetails', to: paths.businessDetails },
    { key: 'nav.subAccounts', to: paths.subAccounts },
    { key: 'nav.coupons', to: paths.coupons },
    { key: 'nav.billing', to: paths.invoices },
  ],
  [Role.SubDealer]: [
    { key: 'nav.settings', to: paths.settings },
    { key: 'nav.coupons', to: paths.coupons },
  ],
  [Role.PrivateUser]: [
    { key: 'nav.settings', to: paths.settings },
    { key: 'nav.coupons', to: paths.coupons },
    { key: 'nav.invoices', to: paths.invoices },
  ],
  [Role.TransportCompany]: [
    { key: 'nav.settings', to: paths.settings },
    { key: 'nav.businessDetails', to: paths.businessDetails },
    { key: 'nav.insurance', to: paths.insurance },
    { key: 'nav.dispatchers', to: paths.subAccounts },
    { key: 'nav.notificationSettings', to: paths.notificationsSettings },
    { key: 'nav.billing', to: paths.billing },
  ],
  [Role.Dispatcher]: [{ key: 'nav.settings', to: paths.settings }],
  [Role.Driver]: [{ key: 'nav.settings', to: paths.settings }],
};
