import { OrderStatus, ShippingMethod } from '@routier/domain';
import type { Tx } from '../db/client.js';
import type { OrderRow } from '../db/schema/index.js';
import { addRatings } from '../features/reviews/rating-summary.service.js';
import type { DemoOrder } from './demo-orders.js';

const ROUTES: Pick<DemoOrder, 'from' | 'to' | 'method'>[] = [
  { from: 'toronto', to: 'montreal', method: ShippingMethod.HaulAway },
  { from: 'toronto', to: 'ottawa', method: ShippingMethod.Flatbed },
  { from: 'toronto', to: 'hamilton', method: ShippingMethod.DriveAway },
  { from: 'mississauga', to: 'quebec', method: ShippingMethod.HaulAway },
  { from: 'toronto', to: 'kingston', method: ShippingMethod.Flatbed },
];

/**
 * Two years of the Maple Motors business delivered by the demo transport company, one order about every
 * four weeks (a quarter by the sub-dealer), so the dashboards have a this-year-against-last-year chart and
 * changes to show. Older than the other demo orders: they change nothing in today's lists but their length.
 */
export const DASHBOARD_HISTORY: DemoOrder[] = Array.from({ length: 24 }, (_, k) => ({
  ...ROUTES[k % ROUTES.length],
  owner: k % 4 === 3 ? 'subdealer' : 'dealer',
  status: OrderStatus.CompletedConfirmed,
  cars: 1 + (k % 3),
  daysAgo: 60 + k * 28,
  priced: true,
  onTime: k % 5 !== 2,
}));

const STARS = [5, 4, 5, 3, 5, 4, 4, 5];

/** The dealer's ratings of most of those deliveries (two in three), given the day after each. */
export const seedDashboardRatings = async (tx: Tx, orders: OrderRow[]) => {
  const rows = orders
    .filter((o, k) => k % 3 !== 1 && o.completedAt !== null && o.carrierBusinessId !== null)
    .map((o, k) => ({
      orderId: o.id,
      businessDetailsId: o.carrierBusinessId!,
      userId: o.userId,
      rating: STARS[k % STARS.length],
      createdAt: new Date(o.completedAt!.getTime() + 86_400_000),
    }));
  await addRatings({ db: tx }, rows);
};
