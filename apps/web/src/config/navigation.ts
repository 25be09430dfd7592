import { Role } from '@routier/domain';
import { paths } from './paths';

/** `badge`: a count shown beside the entry (the carriers' unseen offers). */
export type NavItem = { key: string; to: string; badge?: 'unseenOffers' };

/** Main navigation per role: only entries whose pages exist. */
export const MAIN_NAV: Record<Role, NavItem[]> = {
  [Role.Admin]: [
    { key: 'nav.accounts', to: paths.adminAccounts },
    { key: 'nav.bids', to: paths.adminBids },
    { key: 'nav.requests', to: paths.adminRequests },
  ],
  [Role.Accountant]: [{ key: 'nav.admin', to: paths.admin }],
  [Role.Dealer]: [{ key: 'nav.myOrders', to: paths.myOrders }],
  [Role.SubDealer]: [{ key: 'nav.myOrders', to: paths.myOrders }],
  [Role.PrivateUser]: [{ key: 'nav.myOrders', to: paths.myOrders }],
  [Role.TransportCompany]: [
    { key: 'nav.offers', to: paths.offers, badge: 'unseenOffers' },
    { key: 'nav.quoteRequests', to: paths.quoteRequests },
    { key: 'nav.activeOrders', to: paths.activeJobs },
    { key: 'nav.team', to: paths.team },
  ],
  [Role.Dispatcher]: [
    { key: 'nav.offers', to: paths.offers, badge: 'unseenOffers' },
    { key: 'nav.quoteRequests', to: paths.quoteRequests },
    { key: 'nav.activeOrders', to: paths.activeJobs },
    { key: 'nav.team', to: paths.team },
  ],
  [Role.Driver]: [{ key: 'nav.myLoads', to: paths.loads }],
};

/** Account menu (user dropdown) per role. */
export const ACCOUNT_NAV: Record<Role, NavItem[]> = {
  [Role.Admin]: [{ key: 'nav.settings', to: paths.settings }],
  [Role.Accountant]: [{ key: 'nav.settings', to: paths.settings }],
  [Role.Dealer]: [
    { key: 'nav.settings', to: paths.settings },
    { key: 'nav.coupons', to: paths.coupons },
  ],
  [Role.SubDealer]: [
    { key: 'nav.settings', to: paths.settings },
    { key: 'nav.coupons', to: paths.coupons },
  ],
  [Role.PrivateUser]: [
    { key: 'nav.settings', to: paths.settings },
    { key: 'nav.coupons', to: paths.coupons },
  ],
  [Role.TransportCompany]: [{ key: 'nav.settings', to: paths.settings }],
  [Role.Dispatcher]: [{ key: 'nav.settings', to: paths.settings }],
  [Role.Driver]: [{ key: 'nav.settings', to: paths.settings }],
};
