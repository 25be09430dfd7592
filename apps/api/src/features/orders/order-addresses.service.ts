import type { OrderAddressesInput, OrderAddressInput } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import type { OrderAddress } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { AppDeps } from '../../app-deps.js';
import type { RouteDistance } from '../../platform/geo/index.js';
import { canViewOrder, isGuestActor, isOrderDeletable, isOrderEditable, type OrderActor } from './orders.policy.js';
import { findOrder, insertCars, insertOrder, lockOrder, updateOrder } from './orders.repository.js';
import { softDeleteOrder } from './orders.service.js';

type Deps = { db: DbOrTx; route: RouteDistance } & Pick<AppDeps, 'env' | 'clock'>;

/** The wizard resumes at the vehicle step (1-based current_step) once the addresses are saved. */
const VEHICLES_STEP = 2;

const toStored = (a: OrderAddressInput): OrderAddress => ({
  address: a.address,
  company: a.company,
  city: a.city,
  sublocality: a.sublocality,
  province: a.province,
  country: a.country,
  lat: a.lat,
  lng: a.lng,
  zip_code: a.zip_code ?? '',
  place_id: a.place_id,
});

/** The address columns of an order, with the route's distance (null: "Failed to determine route"). */
const addressColumns = async (route: RouteDistance, input: OrderAddressesInput) => ({
  origin: toStored(input.from),
  destination: toStored(input.to),
  fromCity: input.from.city,
  toCity: input.to.city,
  distanceKm: await route.distanceKm(input.from, input.to),
  originTypeId: input.origin_type_id,
  destinationTypeId: input.destination_type_id,
  usExternalType: input.us_external_type,
});

/** A customer's own order, or 404/403. */
const ownOrder = async (db: DbOrTx, user: OrderActor, orderId: number) => {
  const order = await findOrder(db, orderId);
  if (!order) throw notFound();
  if (!canViewOrder(user, order)) throw notFound();
  return order;
};

/** The order may still be changed by its customer, or 409 `order.not_editable`. */
export const editableOrder = async (db: DbOrTx, user: OrderActor, orderId: number) => {
  const order = await ownOrder(db, user, orderId);
  if (!isOrderEditable(order, user)) throw new AppError('conflict', 'order.not_editable');
  return order;
};

/**
 * In a writing transaction, before its first write: the order's row locked, and still editable. Checkout books an
 * order under the same lock, so a draft's route or cars never change after the price it was paid for.
 */
export const lockEditableOrder = async (tx: DbOrTx, orderId: number, actor?: OrderActor) => {
  const order = await lockOrder(tx, orderId);
  if (!order || !isOrderEditable(order, actor)) throw new AppError('conflict', 'order.not_editable');
  return order;
};

/** The draft and its first car, in one transaction (the caller's, when it passes one): the new order's id. */
export const insertDraftFromAddresses = async (deps: Deps, user: OrderActor, input: OrderAddressesInput) => {
  const now = deps.clock();
  const columns = await addressColumns(deps.route, input);
  const row = await deps.db.transaction(async (tx) => {
    const order = await insertOrder(tx, {
      ...(isGuestActor(user) ? { guestId: user.guestId } : { userId: user.id, businessDetailsId: user.businessDetailsId }),
      carsAmount: input.cars_amount ?? 1,
      currentStep: VEHICLES_STEP,
      createdAt: now,
      updatedAt: now,
      ...columns,
    });
    await insertCars(tx, [{ orderId: order.id, carNumber: 1 }]);
    return order;
  });
  return row.id;
};

/**
 * PUT /orders/{id}: new addresses for an editable order. A changed route voids the price chosen for the old
 * one, so the customer walks the vehicle and pricing steps again.
 */
export const updateOrderAddresses = async (deps: Deps, user: OrderActor, orderId: number, input: OrderAddressesInput) => {
  const order = await editableOrder(deps.db, user, orderId);
  const columns = await addressColumns(deps.route, input);
  const routeChanged =
    JSON.stringify([order.origin, order.destination]) !== JSON.stringify([columns.origin, columns.destination]) ||
    order.usExternalType !== columns.usExternalType;
  // the count asked for on this step stands until the vehicle step saves the cars themselves
  const vehiclesSaved = (order.currentStep ?? 0) > VEHICLES_STEP;
  await deps.db.transaction(async (tx) => {
    await lockEditableOrder(tx, order.id, user);
    await updateOrder(tx, order, {
      ...columns,
      ...(input.cars_amount && !vehiclesSaved ? { carsAmount: input.cars_amount } : {}),
      currentStep: VEHICLES_STEP,
      updatedAt: deps.clock(),
      ...(routeChanged
        ? {
            shippingMethod: null,
            isExpress: false,
            deliveryDays: null,
            dealerPriceCents: null,
            dealerPriceTvaCents: null,
            dealerExpressPriceCents: null,
            taxFeeCents: 0,
            taxLines: [],
            taxType: null,
          }
        : {}),
    });
  });
};

/** DELETE /orders/{id}: drafts only (422 `order.only_drafts_deletable` otherwise); the order is soft-deleted. */
export const deleteDraftOrder = async (deps: Pick<Deps, 'db' | 'clock'>, user: OrderActor, orderId: number) => {
  const order = await ownOrder(deps.db, user, orderId);
  if (!isOrderDeletable(order))
    throw new AppError('validation', 'order.only_drafts_deletable', { order: ['onlyDraftsDeletable'] });
  await softDeleteOrder(deps, order.id, deps.clock());
  return { message: 'Order successfully deleted' };
};
