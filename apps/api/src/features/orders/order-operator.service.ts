import { Role } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { findUserById } from '../users/user-records.service.js';
import type { OperatorActor } from './orders.policy.js';
import { findOrder } from './orders.repository.js';

/** The operator as the customer of an order an admin created (decision 067), or 404 for any other order. */
export const operatorActor = async (deps: { db: DbOrTx }, admin: UserRow, orderId: number): Promise<OperatorActor> => {
  const order = await findOrder(deps.db, orderId);
  if (!order || order.deletedAt || !order.isCreatedByAdmin || order.userId === null) throw notFound();
  const customer = await findUserById(deps, order.userId);
  if (!customer) throw notFound();
  return { ...customer, preparedBy: admin.id };
};

/**
 * Who works on an order through the wizard's routes: the signed-in customer, or an admin on an order an admin
 * created, acting as its customer (the operator's console reads every other order).
 */
export const wizardActor = async (deps: { db: DbOrTx }, user: UserRow, orderId: number): Promise<UserRow> =>
  user.role === Role.Admin ? operatorActor(deps, user, orderId) : user;
