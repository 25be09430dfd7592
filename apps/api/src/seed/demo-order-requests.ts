import { OrderStatus, type OrderLogEvent } from '@routier/domain';
import type { Tx } from '../db/client.js';
import type { OrderRow } from '../db/schema/index.js';
import { addOrderLogEvent, addOrderLogMessage } from '../features/order-log/order-log.service.js';
import { recordIssueReport, recordOrderRequest } from '../features/order-requests/order-requests.service.js';
import { findLiveOrders, patchOrder } from '../features/orders/orders.service.js';
import { findUserByEmail } from '../features/users/user-records.service.js';

const HOUR = 3_600_000;

/**
 * Reports, requests and chats on the demo jobs: a pending cancellation request and its carrier thread, a
 * customer ↔ admin conversation, a delay report, and a job the carrier took two hours ago (its cancel button
 * shows the 12-hour rule).
 */
export const seedDemoOrderRequests = async (tx: Tx, orderIds: number[], now: Date) => {
  const db = { db: tx };
  // one query after the other: a transaction is one connection
  const admin = await findUserByEmail(db, 'admin@routier.test');
  const carrier = await findUserByEmail(db, 'carrier@routier.test');
  const dealer = await findUserByEmail(db, 'dealer@routier.test');
  if (!admin || !carrier || !dealer) return;
  const orders = await findLiveOrders(db, orderIds);
  const find = (from: string, to: string, status: number) =>
    orders.find((o) => o.fromCity === from && o.toCity === to && o.status === status);
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const event = (
    order: OrderRow,
    thread: 'customer' | 'carrier',
    type: OrderLogEvent,
    params: Record<string, string>,
    hoursAgo: number,
  ) =>
    addOrderLogEvent(
      { db: tx, clock: () => at(hoursAgo) },
      { order, thread, author: thread === 'carrier' ? carrier : null, type, params },
    );

  // The carrier asks to leave the Mississauga → Hamilton job.
  const flatbed = find('Mississauga', 'Hamilton', OrderStatus.InProgress);
  if (flatbed) {
    const reason = 'Our only flatbed needs a new transmission: we cannot finish this job this week.';
    const chat = { orderId: flatbed.id, thread: 'carrier' as const, carrierBusinessId: flatbed.carrierBusinessId };
    await addOrderLogMessage(db, {
      ...chat,
      author: carrier,
      comment: 'Our flatbed broke down on the 403 near Oakville.',
      at: at(6),
    });
    await addOrderLogMessage(db, {
      ...chat,
      author: admin,
      comment: 'Sorry to hear it. Can another truck take it?',
      at: at(5.5),
    });
    await recordOrderRequest(db, {
      orderId: flatbed.id,
      type: 'cancel',
      reason,
      requestedBy: carrier.id,
      carrierBusinessId: flatbed.carrierBusinessId,
      createdAt: at(5),
    });
    await event(flatbed, 'carrier', 'cancel_requested', { reason }, 5);
  }

  // The dealer and the admin talk about the Toronto → Montréal delivery.
  const montreal = find('Toronto', 'Montréal', OrderStatus.InProgress);
  if (montreal) {
    const chat = { orderId: montreal.id, thread: 'customer' as const, carrierBusinessId: null };
    await addOrderLogMessage(db, {
      ...chat,
      author: dealer,
      comment: 'Could the driver call the dealership 30 minutes before delivery?',
      at: at(20),
    });
    await addOrderLogMessage(db, { ...chat, author: admin, comment: 'Done: the driver will call ahead.', at: at(19) });
  }

  // The Vancouver → Kelowna job was reported late.
  const delayed = find('Vancouver', 'Kelowna', OrderStatus.Delayed);
  if (delayed?.dueDate) {
    const params = { type: 'delay', reason: 'bad_route_conditions', new_eta: delayed.dueDate };
    await recordIssueReport(db, {
      orderId: delayed.id,
      type: 'delay',
      reason: 'bad_route_conditions',
      newEta: delayed.dueDate,
      reportedBy: carrier.id,
      createdAt: at(30),
    });
    await event(delayed, 'carrier', 'issue_reported', params, 30);
    await event(delayed, 'customer', 'issue_reported', { type: 'delay', new_eta: delayed.dueDate }, 30);
  }

  // Taken two hours ago: the carrier may not ask to cancel yet.
  const enclosed = find('Oshawa', 'Kingston', OrderStatus.Active);
  if (enclosed) await patchOrder(db, enclosed, { acceptedByTcAt: at(2) });
};
