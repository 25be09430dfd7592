import { OrderStatus, type GuestOrderTracking, type OrderDetail, type TrackedPlace } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../lib/app-error.js';
import { inspectionsOfOrder } from '../inspections/order-inspections.service.js';
import { getCustomerOrder } from '../order-views/order-detail.service.js';
import { findLiveOrder } from '../orders/orders.service.js';
import { guestTrackingHash } from './guest-records.service.js';
import { assertGuestMayTrack } from './guests.policy.js';
import { findGuest } from './guests.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'env'>;

/** The statuses in which a car not yet delivered is on the road, its last position worth showing. */
const ON_THE_ROAD: readonly number[] = [OrderStatus.InProgress, OrderStatus.Delayed];

/** About a kilometre: the ends of the route are shown on the map, not the exact door. */
const round = (n: number) => Math.round(n * 100) / 100;

const place = (end: OrderDetail['from']): TrackedPlace | null =>
  end && { city: end.city, province: end.province, country: end.country, lat: round(end.lat), lng: round(end.lng) };

/**
 * GET /guests/orders/tracking/{id}?hash=: a guest's order as his tracking page shows it, read-only. The hash is
 * his token or his confirmation email's link; a wrong or missing one is a 404 like an unknown order.
 */
export const getGuestOrderTracking = async (
  deps: Deps,
  orderId: number,
  hash: string | undefined,
): Promise<GuestOrderTracking> => {
  const row = await findLiveOrder(deps, orderId);
  if (!row) throw notFound();
  const guest = row.guestId === null ? null : await findGuest(deps.db, row.guestId);
  const actor = assertGuestMayTrack(row, guest, hash, (g) => guestTrackingHash(deps, row.id, g));
  const [order, inspections] = await Promise.all([getCustomerOrder(deps, actor, row.id), inspectionsOfOrder(deps, row.id)]);
  const onTheRoad = ON_THE_ROAD.includes(order.status);
  return {
    id: order.id,
    order_number: order.order_number,
    status: order.status as OrderStatus,
    status_name: order.status_name,
    is_rejected: order.is_rejected,
    created_at: order.created_at,
    booked_at: order.booked_at,
    start_at: order.start_at,
    due_date: order.due_date,
    completed_at: order.completed_at,
    from: place(order.from),
    to: place(order.to),
    cars: order.cars.map((car) => {
      const inspected = inspections.data.find((c) => c.car_id === car.id);
      const position = onTheRoad && !car.is_delivered ? car.last_position : null;
      return {
        id: car.id,
        car_number: car.car_number,
        make: car.make,
        model: car.model,
        year: car.year,
        vin_last6: car.vin ? car.vin.slice(-6) : null,
        is_delivered: car.is_delivered,
        task_status: car.current_task?.status ?? null,
        last_position: position && { lat: position.lat, lng: position.lng },
        pickup: inspected?.pickup ?? null,
        delivery: inspected?.delivery ?? null,
      };
    }),
  };
};
