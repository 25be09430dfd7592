import { CARRIER_ROLES, OrderStatus, Role } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import type { OrderRow } from '../../db/schema/index.js';
import { publishLive } from '../../platform/live/publish.js';
import { findMemberIds } from '../users/user-records.service.js';

type DbDeps = { db: DbOrTx };
type Audience = Pick<OrderRow, 'userId' | 'businessDetailsId' | 'carrierBusinessId'>;
type BoardPlace = Pick<OrderRow, 'status' | 'carrierBusinessId' | 'deletedAt'>;

const BOARD_STATUSES: readonly number[] = [OrderStatus.Active, OrderStatus.Delayed];

/** Is the order on the carriers' board of open offers (offers.repository's condition)? */
const onBoard = (order: BoardPlace) =>
  order.deletedAt === null && order.carrierBusinessId === null && BOARD_STATUSES.includes(order.status);

/** Who sees an order's page: its customer, the dealer of a sub-dealer's order, and the carrier company holding it. */
const customerIds = async (deps: DbDeps, order: Audience, withCarrier: boolean) => {
  const groups = [
    ...(order.businessDetailsId !== null ? [{ businessId: order.businessDetailsId, roles: [Role.Dealer as number] }] : []),
    ...(withCarrier && order.carrierBusinessId !== null
      ? [{ businessId: order.carrierBusinessId, roles: [...CARRIER_ROLES] }]
      : []),
  ];
  const members = await findMemberIds(deps, groups);
  return [...new Set([...(order.userId !== null ? [order.userId] : []), ...members])].sort((a, b) => a - b);
};

/**
 * Tells the order's audience that it changed (status, loads, tasks, inspections). Call it with the transaction
 * that writes the change: the event leaves on commit. The same event twice in one transaction leaves once.
 */
export const publishOrderChanged = async (deps: DbDeps, order: Pick<OrderRow, 'id'> & Audience) =>
  publishLive(deps.db, { userIds: await customerIds(deps, order, true) }, { kind: 'order', orderId: order.id });

/** A car of the order moved: its customer's map follows (one event per car). */
export const publishCarsMoved = async (
  deps: DbDeps,
  order: Pick<OrderRow, 'id'> & Audience,
  move: { carIds: number[]; lat: number; lng: number; at: Date },
) => {
  const target = { userIds: await customerIds(deps, order, false) };
  const at = move.at.toISOString();
  for (const carId of move.carIds)
    await publishLive(deps.db, target, { kind: 'position', orderId: order.id, carId, lat: move.lat, lng: move.lng, at });
};

/** When an order enters or leaves the board, every carrier's offers list and badge refetch. */
export const publishBoardChange = async (deps: DbDeps, before: BoardPlace, after: BoardPlace) => {
  if (onBoard(before) === onBoard(after)) return;
  await publishLive(deps.db, { roles: [...CARRIER_ROLES] }, { kind: 'offers' });
};

/** An order's status moved, or a carrier took it: the order's audience, and the carriers if the board changed. */
export const publishOrderMoved = async (
  deps: DbDeps,
  before: BoardPlace,
  after: Pick<OrderRow, 'id'> & Audience & BoardPlace,
) => {
  await publishOrderChanged(deps, after);
  await publishBoardChange(deps, before, after);
};
