import {
  carrierFuelFeeCents,
  centsToDollars,
  fuelFeeClaimStatusAtDelivery,
  NotificationType,
  Role,
  type AdminFuelFeeClaimRow,
  type AdminFuelFeeClaimsQuery,
  type FuelFeeClaim,
  type Paged,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { FuelFeeClaimRow, OrderRow, UserRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { mapPage, paginate } from '../../lib/paging.js';
import { signedFileUrl } from '../../platform/files/signed-url.js';
import { recordAudit } from '../audit/audit-records.service.js';
import { adjustCarrierStatement, carrierStatementOf } from '../billing/billing.service.js';
import { holdsLoadJob } from '../loads/load-progress.policy.js';
import { loadFilesByIds } from '../loads/load-progress.service.js';
import { carrierAudience } from '../notifications/notification-audience.js';
import { notify } from '../notifications/notifications.service.js';
import { tellOperators } from '../notifications/operator-notices.js';
import { findLiveOrders, findOrderById, lockOrderForUpdate } from '../orders/orders.service.js';
import { findBusiness, findUserById } from '../users/user-records.service.js';
import { presentAdminClaim, presentClaim } from './fuel-fee-claims.presenter.js';
import * as repo from './fuel-fee-claims.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'env'>;

const fullName = (u: UserRow | null | undefined) => (u ? [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email : null);

/**
 * A fuel fee stated at a load's delivery, in the delivery's transaction (the order's row is locked so two
 * deliveries of one order count each other's claims): within the order's fuel fee it is approved by the
 * rule; above it, it waits for an admin, and the admins are told.
 */
export const claimFuelFeeAtDelivery = async (
  tx: DbOrTx,
  deps: Pick<AppDeps, 'clock' | 'jobs'>,
  claim: { order: OrderRow; loadId: number; user: UserRow; amountCents: number; receiptFileId: number | null },
): Promise<FuelFeeClaimRow> => {
  const order = (await lockOrderForUpdate({ db: tx }, claim.order.id)) ?? claim.order;
  const now = deps.clock();
  const status = fuelFeeClaimStatusAtDelivery({
    amountCents: claim.amountCents,
    orderFuelFeeCents: order.fuelFeeCents,
    otherClaimsCents: await repo.liveClaimsCents(tx, order.id),
  });
  const row = await repo.insertClaim(tx, {
    orderId: order.id,
    loadId: claim.loadId,
    carrierBusinessId: order.carrierBusinessId,
    claimedBy: claim.user.id,
    amountCents: claim.amountCents,
    orderFuelFeeCents: order.fuelFeeCents,
    receiptFileId: claim.receiptFileId,
    status,
    decidedAt: status === 'approved' ? now : null,
    createdAt: now,
  });
  if (status === 'pending')
    await tellOperators(tx, deps, {
      kind: 'fuel-claim',
      orderId: order.id,
      orderNumber: order.orderNumber,
      amountCents: claim.amountCents,
    });
  return row;
};

/** GET /orders/{id}/fuel-fee-claims: the claims of a job, for the company holding it and staff. */
export const listOrderClaims = async (
  deps: Pick<Deps, 'db'>,
  user: UserRow,
  orderId: number,
): Promise<{ data: FuelFeeClaim[] }> => {
  const order = await findOrderById(deps, orderId);
  if (!order) throw notFound();
  const staff = user.role === Role.Admin || user.role === Role.Accountant;
  if (!staff && !holdsLoadJob(user, order)) throw notFound(); // another company's order is not shown to exist (decision 042)
  return { data: (await repo.findOrderClaims(deps.db, orderId)).map(presentClaim) };
};

const unique = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];

const presentAdminRows = async (deps: Deps, rows: FuelFeeClaimRow[]): Promise<AdminFuelFeeClaimRow[]> => {
  const byId = <T extends { id: number }>(list: (T | null)[]) => new Map(list.flatMap((x) => (x ? [[x.id, x] as const] : [])));
  const [orders, receipts, users, businesses, statements] = await Promise.all([
    findLiveOrders(deps, unique(rows.map((r) => r.orderId))),
    loadFilesByIds(deps, unique(rows.map((r) => r.receiptFileId))),
    Promise.all(unique(rows.flatMap((r) => [r.claimedBy, r.decidedBy])).map((id) => findUserById(deps, id))),
    Promise.all(unique(rows.map((r) => r.carrierBusinessId)).map((id) => findBusiness(deps, id))),
    Promise.all(unique(rows.map((r) => r.orderId)).map((id) => carrierStatementOf(deps, id))),
  ]);
  const ordersById = byId(orders);
  const receiptsById = byId(receipts);
  const usersById = byId(users);
  const businessesById = byId(businesses);
  const statementsById = byId(statements);
  return rows.flatMap((r) => {
    const order = ordersById.get(r.orderId);
    if (!order) return [];
    const receipt = r.receiptFileId === null ? undefined : receiptsById.get(r.receiptFileId);
    return [
      presentAdminClaim(r, {
        order_id: order.id,
        order_number: order.orderNumber,
        carrier_name: r.carrierBusinessId === null ? null : (businessesById.get(r.carrierBusinessId)?.name ?? null),
        claimed_by_name: r.claimedBy === null ? null : fullName(usersById.get(r.claimedBy)),
        decided_by_name: r.decidedBy === null ? null : fullName(usersById.get(r.decidedBy)),
        receipt: receipt
          ? { file_name: receipt.fileName, url: signedFileUrl(deps, receipt.storageKey), mime_type: receipt.mimeType }
          : null,
        statement_number: r.statementId === null ? null : (statementsById.get(r.statementId)?.invoiceNumber ?? null),
      }),
    ];
  });
};

/** GET /admin/fuel-fee-claims: pending claims first (oldest first), with a signed link to each receipt. */
export const listAdminClaims = async (
  deps: Deps,
  query: AdminFuelFeeClaimsQuery,
  url: string,
): Promise<Paged<AdminFuelFeeClaimRow>> => {
  const paged = await paginate({
    query: repo.adminClaimsQuery(deps.db, query.status),
    sorts: repo.ADMIN_CLAIM_SORTS,
    request: { order_by: 'pending_first', order_direction: 'asc', page: query.page },
    tieBreaker: repo.CLAIM_TIE_BREAKER,
    url,
  });
  return mapPage(paged, (rows: FuelFeeClaimRow[]) => presentAdminRows(deps, rows));
};

/**
 * PUT /admin/fuel-fee-claims/{id}/approve and /refuse. The order's row is locked (a completion issuing the
 * statement waits, or went first). An approval after the carrier statement was issued adds the difference
 * the approval makes to the statement's fuel fee as an adjustment, recorded on the claim; a refusal changes
 * no money. The carrier is told.
 */
export const decideFuelFeeClaim = async (
  deps: Deps,
  admin: UserRow,
  id: number,
  decision: { approved: boolean; reason: string | null },
): Promise<AdminFuelFeeClaimRow> => {
  const found = await repo.findClaim(deps.db, id);
  if (!found) throw notFound();
  if (found.status !== 'pending') throw new AppError('conflict', 'claim.already_decided');
  const decided = await deps.db.transaction(async (tx) => {
    const order = await lockOrderForUpdate({ db: tx }, found.orderId);
    if (!order) throw notFound();
    let claim = await repo.decideClaim(tx, id, {
      status: decision.approved ? 'approved' : 'refused',
      decidedBy: admin.id,
      decidedAt: deps.clock(),
      reason: decision.reason,
    });
    if (!claim) throw new AppError('conflict', 'claim.already_decided');
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: decision.approved ? 'fuel_claim_approve' : 'fuel_claim_refuse',
      subject: { type: 'fuel_claim', id },
      orderId: order.id,
      before: { status: found.status, amount: centsToDollars(found.amountCents) },
      after: { status: claim.status },
      comment: decision.reason,
    });
    const statement = decision.approved ? await carrierStatementOf({ db: tx }, order.id) : null;
    if (statement) {
      const owed = carrierFuelFeeCents(order.fuelFeeCents, await repo.findOrderClaims(tx, order.id));
      const adjustment = owed - (statement.fuelFeeCents + statement.adjustmentCents);
      if (adjustment > 0) {
        await adjustCarrierStatement({ db: tx }, statement.id, adjustment);
        claim = await repo.setClaimAdjustment(tx, claim.id, statement.id, adjustment);
      }
    }
    await notify(tx, deps, {
      userIds: await carrierAudience({ db: tx }, claim.carrierBusinessId ?? order.carrierBusinessId),
      type: NotificationType.FuelFeeClaimDecided,
      orderId: order.id,
      params: { order_number: order.orderNumber, amount: centsToDollars(claim.amountCents), approved: decision.approved },
    });
    return claim;
  });
  return (await presentAdminRows(deps, [decided]))[0];
};

/** An order's claims as the admin console shows them (the operator's order page). */
export const orderAdminClaims = async (deps: Deps, orderId: number): Promise<AdminFuelFeeClaimRow[]> =>
  presentAdminRows(deps, await repo.findOrderClaims(deps.db, orderId));

/** How many claims wait for an admin. */
export const pendingClaimsCount = (deps: Pick<Deps, 'db'>) => repo.countPendingClaims(deps.db);
