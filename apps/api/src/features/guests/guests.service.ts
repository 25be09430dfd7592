import { randomBytes } from 'node:crypto';
import { Role, type GuestCheckoutInput, type GuestOrderInput, type OrderAddressesInput } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import { fieldError, notFound } from '../../lib/app-error.js';
import type { Captcha } from '../../platform/captcha/index.js';
import type { RouteDistance } from '../../platform/geo/index.js';
import { assertBookable } from '../checkout/checkout.policy.js';
import { placeOrder } from '../checkout/place-order.service.js';
import { insertDraftFromAddresses } from '../orders/order-addresses.service.js';
import { getCustomerOrder } from '../order-views/order-detail.service.js';
import { findCarFileById, findCars, findOrderById, findOrderWithCars } from '../orders/orders.service.js';
import { assertGuestHolds, hashGuestToken } from './guests.policy.js';
import { findGuest, insertGuest, updateGuest, useChallenge } from './guests.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The guest acting on an order: 404 for no order, 403 unless the hash is the order's guest's. */
export const guestForOrder = async (deps: Deps, orderId: number, hash: string | undefined) => {
  const found = await findOrderWithCars(deps, orderId);
  if (!found) throw notFound();
  const guest = found.order.guestId === null ? null : await findGuest(deps.db, found.order.guestId);
  return assertGuestHolds(found.order, guest, hash);
};

/** The guest acting on a car (files are addressed by car id). */
export const guestForCar = async (deps: Deps, carId: number, hash: string | undefined) => {
  const [car] = await findCars(deps, [carId]);
  if (!car) throw notFound();
  return guestForOrder(deps, car.orderId, hash);
};

/** The guest acting on a car file (deleted by file id). */
export const guestForCarFile = async (deps: Deps, fileId: number, hash: string | undefined) => {
  const file = await findCarFileById(deps, fileId);
  if (!file) throw notFound();
  return guestForOrder(deps, file.orderId, hash);
};

/**
 * POST /guests/orders: a solved captcha (verified, and never accepted twice) opens a guest and his draft.
 * The answer carries the access token in clear, once; only its hash is stored.
 */
export const createGuestOrder = async (
  deps: Pick<AppDeps, 'db' | 'clock' | 'env'> & { route: RouteDistance; captcha: Captcha },
  input: GuestOrderInput,
  locale: string,
) => {
  const pass = await deps.captcha.verify(input.altcha);
  if (!pass) throw fieldError('altcha', 'captchaInvalid');
  const token = randomBytes(32).toString('hex');
  const { altcha: _solved, ...addresses } = input;
  // one transaction: a replayed captcha, or a draft that cannot be written, leaves no guest behind
  const created = await deps.db.transaction(async (tx) => {
    if (!(await useChallenge(tx, pass.id, pass.expiresAt, deps.clock()))) throw fieldError('altcha', 'captchaInvalid');
    const guest = await insertGuest(tx, { tokenHash: hashGuestToken(token), locale, createdAt: deps.clock() });
    const actor = { guestId: guest.id, role: Role.PrivateUser };
    return { actor, id: await insertDraftFromAddresses({ ...deps, db: tx }, actor, addresses satisfies OrderAddressesInput) };
  });
  // read after the commit: the order page's queries run side by side, which one transaction must not do
  return { id: created.id, order: await getCustomerOrder(deps, created.actor, created.id), hash: token };
};

/**
 * POST /guests/orders/checkout/{id}: the guest's name, email, phone and language are kept on the guest (the
 * confirmation email goes there), then the order is paid by card like a private user's.
 */
export const guestCheckout = async (
  deps: Parameters<typeof placeOrder>[0],
  orderId: number,
  hash: string | undefined,
  input: GuestCheckoutInput,
  idempotencyKey: string | undefined,
) => {
  const actor = await guestForOrder(deps, orderId, hash);
  // an incomplete order is refused before the guest's details are kept (placeOrder checks it again)
  const order = await findOrderById(deps, orderId);
  if (order) await assertBookable(deps, order);
  await updateGuest(deps.db, actor.guestId, { name: input.name, email: input.email, phone: input.phone, locale: input.lang });
  return placeOrder(
    deps,
    { user: actor, discounts: [] },
    orderId,
    {
      paid_with_card: true,
      agree_with_terms: input.agree_with_terms,
      dry_run_fee_terms: input.dry_run_fee_terms,
      card: input.card ? { token: input.card.token, cardholder_name: input.card.cardholder_name } : null,
      payment_intent_id: input.payment_intent_id,
      idempotency_key: input.idempotency_key,
    },
    idempotencyKey,
  );
};
