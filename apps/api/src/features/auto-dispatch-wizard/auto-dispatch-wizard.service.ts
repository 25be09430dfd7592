import {
  AUTO_DISPATCH_SAVED_STEP,
  OrderStatus,
  storedMethod,
  transportationOptions,
  type AutoDispatchMethodInput,
  type AutoDispatchQuoteRequestInput,
  type CarsBatchInput,
  type CheckoutInput,
  type NewContactDetails,
  type OrderAddressesInput,
  type OrderDetail,
  type Role,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { OrderRow, UserRow } from '../../db/schema/index.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import type { RouteDistance } from '../../platform/geo/index.js';
import { placeOrder } from '../checkout/place-order.service.js';
import { editableOrder, insertDraftFromAddresses } from '../orders/order-addresses.service.js';
import { getCustomerOrder } from '../order-views/order-detail.service.js';
import { saveContactDetails, saveOrderCars, updateOrderAddresses } from '../order-views/order-page.service.js';
import { customerOwnsOrder, isOrderEditable } from '../orders/orders.policy.js';
import { findOrderById, findOrderWithCars, lockOrderForUpdate, patchOrder } from '../orders/orders.service.js';
import { requestCarrierQuotes, type Caller } from '../pricing/pricing.service.js';
import { acceptedQuoteOf } from '../auto-dispatch/quote-acceptance.service.js';

type WizardDeps = { db: Db; route: RouteDistance } & Pick<AppDeps, 'env' | 'clock' | 'privateFiles' | 'jobs'>;

/** The order is not one of the auto-dispatch wizard's. */
const notAutoDispatch = () => new AppError('conflict', 'order.not_auto_dispatch');
/** An earlier step of the wizard is not saved yet (the page is stale, or steps were skipped). */
const stepNotReached = () => new AppError('conflict', 'order.step_not_reached');

/**
 * The caller's auto-dispatch draft, still editable, whose earlier steps are saved: 404 for none and for
 * someone else's, 409 once the quote request is sent (or the order is a regular one, or a step is missing).
 */
const wizardDraft = async (db: DbOrTx, user: UserRow, orderId: number, savedStep: number) => {
  const order = await editableOrder(db, user, orderId);
  if (!order.isAutoDispatch) throw notAutoDispatch();
  if ((order.currentStep ?? 0) < savedStep) throw stepNotReached();
  return order;
};

/** POST /auto-dispatch: a new auto-dispatch draft from the addresses (the order wizard's rules), at the vehicles. */
export const createAutoDispatchDraft = async (
  deps: WizardDeps,
  user: UserRow,
  input: OrderAddressesInput,
): Promise<{ id: number; order: OrderDetail }> => {
  const id = await deps.db.transaction(async (tx) => {
    const created = await insertDraftFromAddresses({ ...deps, db: tx }, user, input);
    const row = await findOrderById({ db: tx }, created);
    await patchOrder({ db: tx }, row!, { isAutoDispatch: true });
    return created;
  });
  return { id, order: await getCustomerOrder(deps, user, id) };
};

/** PUT /auto-dispatch/{id}: new addresses for the draft (a changed route voids the method chosen for the old one). */
export const updateAutoDispatchAddresses = async (
  deps: WizardDeps,
  user: UserRow,
  orderId: number,
  input: OrderAddressesInput,
) => {
  await wizardDraft(deps.db, user, orderId, 0);
  return updateOrderAddresses(deps, user, orderId, input);
};

/** POST /auto-dispatch/v2/cars/{id}: the cars (with their dimensions and weight) and start date; the method next. */
export const saveAutoDispatchCars = async (deps: WizardDeps, user: UserRow, orderId: number, input: CarsBatchInput) => {
  await wizardDraft(deps.db, user, orderId, AUTO_DISPATCH_SAVED_STEP.addresses);
  return saveOrderCars(deps, user, orderId, input);
};

/** The methods the transportation step offers for the order as stored (spec §4), with the reasons of the others. */
export const orderTransportationOptions = (order: OrderRow, cars: { isOperable: boolean }[], role: Role | null) =>
  transportationOptions({
    km: order.distanceKm,
    cars: cars.map((c) => ({ operable: c.isOperable })),
    role,
    originCountry: order.origin?.country ?? 'CA',
    destinationCountry: order.destination?.country ?? 'CA',
  });

/**
 * POST /auto-dispatch/v2/shipping-method/{id}: the transportation type. A method the order cannot travel by
 * answers 422 with its reason; the quote request comes next. The order is locked while the method is stored:
 * a quote request sent meanwhile (another tab) makes this a 409.
 */
export const saveAutoDispatchMethod = async (
  deps: WizardDeps,
  user: UserRow,
  orderId: number,
  input: AutoDispatchMethodInput,
): Promise<OrderDetail> => {
  await wizardDraft(deps.db, user, orderId, AUTO_DISPATCH_SAVED_STEP.vehicles);
  await deps.db.transaction(async (tx) => {
    const locked = await lockOrderForUpdate({ db: tx }, orderId);
    if (!locked || !isOrderEditable(locked)) throw new AppError('conflict', 'order.not_editable');
    if ((locked.currentStep ?? 0) < AUTO_DISPATCH_SAVED_STEP.vehicles) throw stepNotReached();
    const found = await findOrderWithCars({ db: tx }, orderId);
    const option = orderTransportationOptions(locked, found?.cars ?? [], user.role as Role | null).find(
      (o) => o.shipping_method === input.shipping_method,
    );
    if (!option?.is_available) throw fieldError('shipping_method', option?.reason ?? 'methodUnavailable');
    await patchOrder({ db: tx }, locked, {
      ...storedMethod(input.shipping_method),
      currentStep: AUTO_DISPATCH_SAVED_STEP.transportation,
      updatedAt: deps.clock(),
    });
  });
  return getCustomerOrder(deps, user, orderId);
};

/**
 * POST /auto-dispatch/v2/{id}: the quote request (flexible, or priority by a day no earlier than the order's
 * minimum delivery date) for the method chosen, through the pricing step's request: carriers are asked and the
 * order waits in auto dispatch pending.
 */
export const requestAutoDispatchQuotes = async (
  deps: WizardDeps,
  caller: Caller & { user: UserRow },
  orderId: number,
  input: AutoDispatchQuoteRequestInput,
) => {
  const order = await wizardDraft(deps.db, caller.user, orderId, AUTO_DISPATCH_SAVED_STEP.transportation);
  if (order.shippingMethod === null) throw stepNotReached();
  return requestCarrierQuotes(deps, caller, orderId, { needed_by_date: input.needed_by_date });
};

/** The caller's auto-dispatch order waiting for payment with a quote accepted (404 for none or someone else's). */
const acceptedAutoDispatchOrder = async (db: DbOrTx, user: UserRow, orderId: number) => {
  const order = await findOrderById({ db }, orderId);
  if (!order || order.deletedAt !== null || !customerOwnsOrder(user, order)) throw notFound();
  if (!order.isAutoDispatch) throw notAutoDispatch();
  if (order.status !== OrderStatus.AutoDispatchPending || !(await acceptedQuoteOf({ db }, order)))
    throw new AppError('conflict', 'order.not_payable');
  return order;
};

/** POST /auto-dispatch/v2/contacts/{id}: the details wizard's notes and contacts, once a quote is accepted. */
export const saveAutoDispatchContacts = async (deps: WizardDeps, user: UserRow, orderId: number, input: NewContactDetails) => {
  await acceptedAutoDispatchOrder(deps.db, user, orderId);
  return saveContactDetails(deps, user, orderId, input);
};

/**
 * POST /auto-dispatch/checkout/{id}: confirm and pay an auto-dispatch order, through the one checkout (its
 * accepted quote's price, one live payment per order). Only an auto-dispatch order is paid here.
 */
export const autoDispatchCheckout = async (
  deps: AppDeps,
  caller: Caller & { user: UserRow },
  orderId: number,
  input: CheckoutInput,
  idempotencyKey: string | undefined,
) => {
  const order = await findOrderById(deps, orderId);
  if (!order || order.deletedAt !== null || !customerOwnsOrder(caller.user, order)) throw notFound();
  if (!order.isAutoDispatch) throw notAutoDispatch();
  return placeOrder(deps, caller, orderId, input, idempotencyKey);
};
