import {
  addCalendarDays,
  businessToday,
  DRIVER_ACCEPT_HOURS,
  type AdminOrderDetail,
  type AdminOrderRow,
  type AdminOrdersQuery,
  type Paged,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { OrderRow } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { mapPage, paginate } from '../../lib/paging.js';
import { listAuditEntries } from '../audit/audit-records.service.js';
import { ordersWithPendingClaims } from '../fuel-fee-claims/fuel-fee-claim-records.service.js';
import { findGuestsByIds } from '../guests/guest-records.service.js';
import { ordersWithUnacceptedLoads } from '../loads/loads.service.js';
import { ordersWithUnreadMessages } from '../order-log/order-log.service.js';
import { ordersWithIssueReports, ordersWithPendingRequests } from '../order-requests/order-requests.service.js';
import {
  ADMIN_ORDERS_SORT_COLUMNS,
  adminOrdersQuery,
  findAttentionReasons,
  findLiveOrder,
  findStatusHistory,
  ORDER_TIE_BREAKER,
  type AttentionSources,
} from '../orders/orders.service.js';
import { businessIdsMatching, findBusinessNames, findUserNames, userIdsMatching } from '../users/user-records.service.js';
import { presentAdminOrder, presentStatusChange } from './admin-orders.presenter.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * Where an order's need of an operator comes from; "soon" is a pickup within 48 hours (by tomorrow's next day);
 * a driver's load unanswered since 24 hours before now.
 */
const attentionSources = (deps: Deps): AttentionSources => {
  const now = deps.clock();
  const today = businessToday(now);
  return {
    requests: ordersWithPendingRequests(deps),
    reports: ordersWithIssueReports(deps),
    claims: ordersWithPendingClaims(deps),
    unreadChat: ordersWithUnreadMessages(deps),
    unacceptedLoads: ordersWithUnacceptedLoads(deps, new Date(now.getTime() - DRIVER_ACCEPT_HOURS * 3_600_000)),
    today,
    soon: addCalendarDays(today, 2),
  };
};

/** GET /admin/orders: every order, searched, filtered, sorted and paged, with who ordered, who carries and why it needs attention. */
export const listAdminOrders = async (deps: Deps, query: AdminOrdersQuery, url: string): Promise<Paged<AdminOrderRow>> => {
  const sources = attentionSources(deps);
  const search = query.search || undefined;
  const paged = await paginate({
    query: adminOrdersQuery(deps, {
      status: query.status,
      shippingMethod: query.shipping_method,
      createdFrom: query.created_from,
      createdTo: query.created_to,
      search: search
        ? { text: search, users: userIdsMatching(deps, search), businesses: businessIdsMatching(deps, search) }
        : undefined,
      attention: query.attention === '1' ? sources : undefined,
    }),
    sorts: ADMIN_ORDERS_SORT_COLUMNS,
    request: query,
    tieBreaker: ORDER_TIE_BREAKER,
    url,
  });
  return mapPage(paged, (rows) => presentRows(deps, rows, sources));
};

/** GET /admin/orders/{id}: one order as the operator's list shows it (drafts included), with its history. */
export const getAdminOrder = async (deps: Deps, id: number): Promise<AdminOrderDetail> => {
  const order = await findLiveOrder(deps, id);
  if (!order) throw notFound();
  const [row] = await presentRows(deps, [order], attentionSources(deps));
  const [history, audit] = await Promise.all([
    findStatusHistory(deps, order.id),
    listAuditEntries(deps, { order_id: order.id, limit: 200, page: 1 }),
  ]);
  return { ...row, history: history.map(presentStatusChange), audit: audit.data };
};

/** The rows with who ordered, who carries and why each needs attention, in four queries whatever the page's size. */
const presentRows = async (deps: Deps, rows: OrderRow[], sources: AttentionSources) => {
  const ids = (pick: (r: OrderRow) => number | null) => [...new Set(rows.flatMap((r) => (pick(r) === null ? [] : [pick(r)!])))];
  const [users, guests, carriers, reasons] = await Promise.all([
    findUserNames(
      deps,
      ids((r) => r.userId),
    ),
    findGuestsByIds(
      deps,
      ids((r) => r.guestId),
    ),
    findBusinessNames(
      deps,
      ids((r) => r.carrierBusinessId),
    ),
    findAttentionReasons(
      deps,
      rows.map((r) => r.id),
      sources,
    ),
  ]);
  const context = {
    users: new Map(users.map((u) => [u.id, u])),
    guests: new Map(guests.map((g) => [g.id, g])),
    carriers: new Map(carriers.map((c) => [c.id, c.name])),
  };
  return rows.map((row) => presentAdminOrder(row, { ...context, reasons: reasons.get(row.id) ?? [] }));
};
