import { paths } from '../config/paths';
import { pages } from './pages';

type Loader = () => Promise<unknown>;

/** The URL's layout and page, as the router will render them (first match wins). */
const PAGES_BY_PATH: [RegExp, Loader[]][] = [
  [/^\/login\/?$/, [pages.publicLayout, pages.login]],
  [/^\/register\/?$/, [pages.publicLayout, pages.register]],
  [/^\/password\/forgot\/?$/, [pages.publicLayout, pages.forgotPassword]],
  [/^\/password\/reset\//, [pages.publicLayout, pages.resetPassword]],
  [/^\/password\/set\//, [pages.publicLayout, pages.setPassword]],
  [/^\/confirm-email\/?$/, [pages.publicLayout, pages.confirmEmail]],
  [/^\/track\/\d+\/?$/, [pages.publicLayout, pages.trackOrder]],
  [new RegExp(`^${paths.myOrders}/?$`), [pages.appLayout, pages.myOrders]],
  [new RegExp(`^${paths.myOrders}/\\d+/?$`), [pages.appLayout, pages.orderDetails]],
  [new RegExp(`^${paths.createOrder}(/\\d+)?/?$`), [pages.appLayout, pages.createOrder]],
  [new RegExp(`^${paths.activeJobs}/?$`), [pages.appLayout, pages.activeJobs]],
  [new RegExp(`^${paths.offers}/?$`), [pages.appLayout, pages.offers]],
  [new RegExp(`^${paths.offers}/\\d+/?$`), [pages.appLayout, pages.offerDetail]],
  [new RegExp(`^${paths.loads}/?$`), [pages.appLayout, pages.driverLoads]],
  [new RegExp(`^${paths.loads}/\\d+/?$`), [pages.appLayout, pages.driverLoad]],
  [new RegExp(`^${paths.teamDrivers}/\\d+/?$`), [pages.appLayout, pages.driverDetail]],
  [new RegExp(`^${paths.team}/(drivers|vehicles)/?$`), [pages.appLayout, pages.team]],
  [new RegExp(`^${paths.adminAccounts}/?$`), [pages.appLayout, pages.adminAccounts]],
  [new RegExp(`^${paths.adminOrders}/?$`), [pages.appLayout, pages.adminOrders]],
  [new RegExp(`^${paths.adminOrders}/\\d+/?$`), [pages.appLayout, pages.adminOrder]],
  [new RegExp(`^${paths.adminRateCard}/?$`), [pages.appLayout, pages.adminRateCard]],
  [new RegExp(`^${paths.adminBids}/?$`), [pages.appLayout, pages.adminBids]],
  [new RegExp(`^${paths.admin}/?$`), [pages.appLayout, pages.adminHome]],
  [new RegExp(`^${paths.settings}/?$`), [pages.appLayout, pages.settings]],
  [new RegExp(`^${paths.subAccounts}/?$`), [pages.appLayout, pages.subAccounts]],
  [new RegExp(`^${paths.notifications}/?$`), [pages.appLayout, pages.notifications]],
];

/**
 * Starts downloading the current page's code at once, in parallel with the app's own code, instead of
 * after it has run. A wrong guess (a redirect) costs one unused download; failures are left to the router.
 */
export const preloadPage = (pathname: string) => {
  const match = PAGES_BY_PATH.find(([pattern]) => pattern.test(pathname));
  for (const load of match?.[1] ?? []) load().catch(() => undefined);
};
