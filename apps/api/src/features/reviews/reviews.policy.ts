import type { OrderRow, UserRow } from '../../db/schema/index.js';
import { customerOwnsOrder } from '../orders/orders.policy.js';

/** Who may rate an order: its customer, or a dealer for his sub-dealers' orders (as for every customer action). */
export const mayRateOrder = (user: Pick<UserRow, 'id' | 'role' | 'businessDetailsId'>, order: OrderRow) =>
  customerOwnsOrder(user, order);

/** Whose reviews a caller reads: his own transport company's, never another's (null: no company yet). */
export const reviewedCompanyOf = (user: Pick<UserRow, 'businessDetailsId'>): number | null => user.businessDetailsId;
