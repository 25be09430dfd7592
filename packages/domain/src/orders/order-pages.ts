import { OrderStatus } from './enums.js';
import { myOrderPath } from './my-orders.js';
import { wizardRedirect } from './wizard-route.js';

/** What the order pages know of an order when they decide whether it belongs to them. */
export type RoutedOrder = {
  id: number;
  status: OrderStatus;
  current_step: number | null;
  is_auto_dispatch: boolean;
  is_rejected: boolean;
};

/** The customer's order pages: where a my-orders row, a redirect or a link can lead. */
export type OrderPage = 'order' | 'create' | 'auto-dispatch' | 'quotes' | 'details';

/** The page a path names (null: not an order page of this order, e.g. the list). */
export const orderPageOf = (path: string, id: number): OrderPage | null => {
  const pages: Record<string, OrderPage> = {
    [`/my-orders/${id}`]: 'order',
    [`/my-orders/create/${id}`]: 'create',
    [`/auto-dispatch/${id}`]: 'auto-dispatch',
    [`/auto-dispatch/quotes/${id}`]: 'quotes',
    [`/auto-dispatch/details/${id}`]: 'details',
  };
  return pages[path] ?? null;
};

/**
 * Where each order page sends an order it does not show (customer-side §2 and docs/decisions/045); null: the
 * page shows it. Every path leads, in at most three redirects, to a page that shows the order: no two pages send
 * an order to each other.
 *
 * - The order page: drafts and rejected orders to the create flow, pending auto dispatch to its quotes; an
 *   auto-dispatch draft goes where its my-orders row does (the auto-dispatch wizard below step 4, else its
 *   details), and any other auto-dispatch order stays (it is not edited in the create flow).
 * - The create flow (/my-orders/create/{id}): `wizardRedirect` (an auto-dispatch order goes where its
 *   my-orders row does).
 * - The auto-dispatch wizard (/auto-dispatch/{id}): an auto-dispatch draft up to step 4 (its quote request);
 *   anything else goes where its row does (a regular order to the create flow or its page; a pending one to
 *   its quotes; a draft past step 4 to details, hence its quotes).
 * - Details (notes, confirm and pay, completed): only a pending auto-dispatch order with an accepted quote;
 *   without one, its quotes (an auto-dispatch draft below step 4: the wizard); a booked order: its page.
 * - Quotes: an auto-dispatch order waiting for quotes, or a draft at step 4 or more (no request sent yet:
 *   the page says so and links to the wizard); a booked one: its page. A regular order: its page.
 */
export const orderRouteRedirect = (page: OrderPage, o: RoutedOrder, hasAcceptedQuote = false): string | null => {
  const row = myOrderPath(o);
  const here = (target: string) => orderPageOf(target, o.id) === page;
  const draft = o.status === OrderStatus.Draft;
  const pending = o.status === OrderStatus.AutoDispatchPending;
  switch (page) {
    case 'order':
      if (o.is_auto_dispatch) return draft || pending ? row : null;
      return draft || o.is_rejected ? `/my-orders/create/${o.id}` : null;
    case 'create':
      return wizardRedirect(o);
    case 'auto-dispatch':
      // the wizard's fourth step is the quote request: a draft whose transportation type is saved stays for it
      if (o.is_auto_dispatch && draft && (o.current_step ?? 0) <= 4) return null;
      return here(row) ? null : row;
    case 'details':
      if (pending) return hasAcceptedQuote ? null : `/auto-dispatch/quotes/${o.id}`;
      if (o.is_auto_dispatch && draft) return here(row) ? `/auto-dispatch/quotes/${o.id}` : row;
      return row;
    case 'quotes':
      if (!o.is_auto_dispatch) return row;
      if (pending) return null;
      if (draft) return orderPageOf(row, o.id) === 'details' ? null : row;
      return row;
  }
};
