import { OrderStatus, Role } from '@routier/domain';
import type { OrderRow, UserRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { assertOrderBookable } from '../orders/order-bookable.service.js';
import { isPreparedByOperator } from '../orders/orders.policy.js';

/** Spec §2 step 5: private users have no business; dealers and sub-dealers check out for their business. */
export const checksOutForBusiness = (user: UserRow) =>
  (user.role === Role.Dealer || user.role === Role.SubDealer) && user.businessDetailsId !== null;

/**
 * An order can be paid while it is a priced draft, or waiting in auto dispatch with a carrier quote accepted. An
 * auto-dispatch draft has no accepted quote (its request is not sent yet): its price is not a carrier's.
 */
export const assertPayable = (order: OrderRow, hasAcceptedQuote = false) => {
  const payable =
    (order.status === OrderStatus.Draft && !order.isAutoDispatch) ||
    (order.status === OrderStatus.AutoDispatchPending && hasAcceptedQuote);
  // an order an operator is still preparing for the customer is his to pay once it is sent (decision 067)
  if (!payable || isPreparedByOperator(order)) throw new AppError('conflict', 'order.not_payable');
  if (order.dealerPriceCents === null || order.shippingMethod === null) throw new AppError('conflict', 'checkout.no_price');
};

/**
 * What the wizard enforces, the API enforces (domain assertBookable): every car complete, both contacts, the
 * release form answered, a start date; 422 with field errors otherwise. An order paid after its carrier quote was
 * accepted keeps the start date it was quoted on, even if that day has passed.
 */
export const assertBookable = (deps: Parameters<typeof assertOrderBookable>[0], order: OrderRow, hasAcceptedQuote = false) =>
  assertOrderBookable(deps, order, { allowPastStart: hasAcceptedQuote });
