import {
  NotificationType,
  ORDER_FOR_CUSTOMER_ROLES,
  type CreateOrderForCustomerInput,
  type Role as RoleValue,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { enqueueAdminOrderMail } from '../admin-order-actions/admin-order-actions.mail-job.js';
import { recordAudit } from '../audit/audit-records.service.js';
import { customerAudience } from '../notifications/notification-audience.js';
import { notify } from '../notifications/notifications.service.js';
import { assertOrderBookable } from '../orders/order-bookable.service.js';
import { isPreparedByOperator } from '../orders/orders.policy.js';
import { addCars, createOrder, lockOrderForUpdate, patchOrder } from '../orders/orders.service.js';
import { findUserById } from '../users/user-records.service.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs'>;

/** The wizard resumes at its first step, the addresses, which the operator fills in first. */
const ADDRESSES_STEP = 1;

/** A customer an order may be created for: a live, active dealer, sub-dealer or private user; 422 otherwise. */
const orderableCustomer = async (deps: Pick<AppDeps, 'db'>, userId: number): Promise<UserRow> => {
  const user = await findUserById(deps, userId);
  const fits =
    user !== null &&
    user.deletedAt === null &&
    user.active &&
    user.role !== null &&
    ORDER_FOR_CUSTOMER_ROLES.includes(user.role as RoleValue);
  if (!fits) throw fieldError('customer_user_id', 'invalidChoice');
  return user;
};

/**
 * POST /admin/orders: a draft owned by the customer (his business's, for a dealer or sub-dealer), marked created
 * by an admin, with one blank car; the operator fills in its steps next. Written with its audit entry.
 */
export const createOrderForCustomer = async (
  deps: Deps,
  admin: UserRow,
  input: CreateOrderForCustomerInput,
): Promise<{ id: number }> => {
  const customer = await orderableCustomer(deps, input.customer_user_id);
  const now = deps.clock();
  const order = await deps.db.transaction(async (tx) => {
    const row = await createOrder(
      { db: tx },
      {
        userId: customer.id,
        businessDetailsId: customer.businessDetailsId,
        isCreatedByAdmin: true,
        carsAmount: 1,
        currentStep: ADDRESSES_STEP,
        createdAt: now,
        updatedAt: now,
      },
    );
    await addCars({ db: tx }, [{ orderId: row.id, carNumber: 1 }]);
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: 'order_create_for_customer',
      subject: { type: 'order', id: row.id },
      orderId: row.id,
      before: null,
      after: { customer_user_id: customer.id, order_number: row.orderNumber },
    });
    return row;
  });
  return { id: order.id };
};

/** The order locked for the operator's send: an admin-created draft not sent yet, or 409. */
const lockPrepared = async (tx: DbOrTx, orderId: number) => {
  const order = await lockOrderForUpdate({ db: tx }, orderId);
  if (!order || order.deletedAt || !order.isCreatedByAdmin) throw notFound();
  if (!isPreparedByOperator(order)) throw new AppError('conflict', 'order.not_editable');
  return order;
};

/**
 * POST /admin/orders/{id}/send: the operator places the order for its customer. It must be priced and complete
 * (the booking rule's 422 otherwise); it stops being the operator's to edit and waits for the customer, who pays it
 * (or, for a business that may, confirms it and is invoiced) through the checkout. The customer's side is told,
 * with an e-mail, in the same transaction.
 */
export const sendOrderToCustomer = async (deps: Deps, admin: UserRow, orderId: number): Promise<{ message: string }> => {
  await deps.db.transaction(async (tx) => {
    const order = await lockPrepared(tx, orderId);
    if (order.dealerPriceCents === null || order.shippingMethod === null) throw new AppError('conflict', 'checkout.no_price');
    await assertOrderBookable({ db: tx, clock: deps.clock }, order);
    const sent = await patchOrder({ db: tx }, order, { isEditable: false, updatedAt: deps.clock() });
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: 'order_send_to_customer',
      subject: { type: 'order', id: order.id },
      orderId: order.id,
      before: { sent_to_customer: false },
      after: { sent_to_customer: true },
    });
    const base = { orderId: sent.id, orderNumber: sent.orderNumber };
    await notify(tx, deps, {
      userIds: await customerAudience({ db: tx }, sent),
      type: NotificationType.OrderPrepared,
      orderId: sent.id,
      params: { order_number: sent.orderNumber },
      email: {
        send: (t, userId) => enqueueAdminOrderMail(deps, t, { ...base, userId, carrierSide: false, body: { kind: 'prepared' } }),
      },
    });
  });
  return { message: 'Order sent to the customer' };
};
