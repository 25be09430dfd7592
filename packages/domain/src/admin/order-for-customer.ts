import { z } from 'zod';
import { OrderStatus } from '../orders/enums.js';
import { Role } from '../users/roles.js';

/** The accounts an operator may create an order for: customers (dealer, sub-dealer, private user). */
export const ORDER_FOR_CUSTOMER_ROLES: readonly Role[] = [Role.Dealer, Role.SubDealer, Role.PrivateUser];

/** POST /admin/orders: a draft for this customer, which the operator then fills in with the wizard's steps. */
export const CreateOrderForCustomerInputSchema = z.object({
  customer_user_id: z.number().int().positive(),
});
export type CreateOrderForCustomerInput = z.infer<typeof CreateOrderForCustomerInputSchema>;

/** The new draft's id: the operator opens its wizard next. */
export const CreatedOrderForCustomerSchema = z.object({ id: z.number().int() });
export type CreatedOrderForCustomer = z.infer<typeof CreatedOrderForCustomerSchema>;

/**
 * Whether the wizard's steps are the operator's to fill: an order an admin created, still a draft he has not
 * sent to the customer yet (decision 067). Once sent, the customer reads the steps and pays.
 */
export const isPreparedByOperator = (o: { status: OrderStatus; is_created_by_admin: boolean; is_editable: boolean }) =>
  o.status === OrderStatus.Draft && o.is_created_by_admin && o.is_editable;
