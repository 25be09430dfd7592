import type { DbOrTx } from '../../db/client.js';
import * as repo from './fuel-fee-claims.repository.js';

/**
 * The fuel-fee claims' records, read by billing when it issues a carrier statement: a layer below the
 * features (src/layers.ts), so it imports none of them.
 */

/** An order's claims (the statement's fuel fee is computed from them). */
export const claimsOfOrder = (deps: { db: DbOrTx }, orderId: number) => repo.findOrderClaims(deps.db, orderId);

/** A subquery of the ids of orders with a claim waiting for an admin (the admin's order list). */
export const ordersWithPendingClaims = (deps: { db: DbOrTx }) => repo.orderIdsWithPendingClaims(deps.db);
