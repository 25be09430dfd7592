import {
  isCarrier,
  Msg,
  NotificationType,
  Role,
  TaskStatus,
  type OrderLogEvent,
  type OrderLogList,
  type OrderLogQuery,
  type OrderLogThread,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { OrderRow, UserRow } from '../../db/schema/index.js';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error.js';
import type { UploadedFile } from '../../platform/files/upload.js';
import { findOrderLoads } from '../loads/loads.service.js';
import { enqueueOrderRequestsMail } from './order-requests.mail-job.js';
import { carrierAudience, customerAudience } from '../notifications/notification-audience.js';
import { notify, type NotifyInput } from '../notifications/notifications.service.js';
import { tellOperators } from '../notifications/operator-notices.js';
import { cleanFileName, prepareOrderFile } from '../orders/order-files.js';
import { findLiveOrders } from '../orders/orders.service.js';
import { findUserById } from '../users/user-records.service.js';
import { orderLogSeat, type LogSeat } from './order-log.policy.js';
import { presentLogEntry } from './order-log.presenter.js';
import * as repo from './order-log.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'env'>;
type FileDeps = Deps & Pick<AppDeps, 'privateFiles' | 'jobs'>;

/** Why chat, reports and requests are closed on an order: its owner's account, or a driver's, was deleted (spec §4). */
export type OrderBlock = 'order.owner_deleted' | 'order.driver_deleted';

/**
 * Spec §4: a deleted order owner disables chat, reports and actions for everyone; a deleted driver of a load
 * still to run disables the carrier's side.
 */
export const orderBlock = async (
  deps: { db: DbOrTx },
  order: OrderRow,
  side: 'customer' | 'carrier',
): Promise<OrderBlock | null> => {
  const owner = order.userId === null ? null : await findUserById(deps, order.userId);
  if (owner?.deletedAt) return 'order.owner_deleted';
  if (side === 'customer') return null;
  const running = (await findOrderLoads(deps, order.id)).filter(
    (l) => l.driverUserId !== null && (l.status === TaskStatus.Assigned || l.status === TaskStatus.Accepted),
  );
  const drivers = await Promise.all([...new Set(running.map((l) => l.driverUserId!))].map((id) => findUserById(deps, id)));
  return drivers.some((d) => d?.deletedAt) ? 'order.driver_deleted' : null;
};

const readableOrder = async (deps: Deps, user: UserRow, orderId: number, wanted: OrderLogThread | undefined) => {
  const [order] = await findLiveOrders(deps, [orderId]);
  if (!order) throw notFound();
  const seat = orderLogSeat(user, order, wanted);
  if (!seat) throw forbidden();
  return { order, seat };
};

const scopeOf = (seat: LogSeat, order: OrderRow): repo.LogScope => {
  if (seat.side === 'customer') return { thread: 'customer' };
  if (seat.side === 'carrier') return { thread: 'carrier', carrierBusinessId: seat.carrierBusinessId };
  if (seat.thread === 'carrier')
    return order.carrierBusinessId ? { thread: 'carrier', carrierBusinessId: order.carrierBusinessId } : { thread: null };
  return { thread: seat.thread };
};

const blockFor = (deps: Deps, order: OrderRow, seat: LogSeat) =>
  orderBlock(
    deps,
    order,
    seat.side === 'carrier' || (seat.side === 'admin' && seat.thread === 'carrier') ? 'carrier' : 'customer',
  );

const listFor = async (deps: Deps, user: UserRow, order: OrderRow, seat: LogSeat): Promise<OrderLogList> => {
  const rows = await repo.findLogs(deps.db, order.id, scopeOf(seat, order));
  const files = await repo.findLogFiles(
    deps.db,
    rows.map((r) => r.id),
  );
  const authorIds = [...new Set(rows.flatMap((r) => (r.authorId === null ? [] : [r.authorId])))];
  const authors = new Map(
    (await Promise.all(authorIds.map((id) => findUserById(deps, id)))).flatMap((u) => (u ? [[u.id, u]] : [])),
  );
  return {
    data: rows.map((r) =>
      presentLogEntry(
        deps,
        r,
        files.filter((f) => f.orderLogId === r.id),
        r.authorId === null ? undefined : authors.get(r.authorId),
        user.id,
      ),
    ),
    disabled_reason: await blockFor(deps, order, seat),
  };
};

/** GET /order-logs/{id}: the caller's thread (an admin: both, or the one asked for), oldest first. */
export const getOrderLog = async (deps: Deps, user: UserRow, orderId: number, query: OrderLogQuery) => {
  const { order, seat } = await readableOrder(deps, user, orderId, query.thread);
  return listFor(deps, user, order, seat);
};

/** The thread and company a new entry goes to; an admin names the thread he answers. */
const writableThread = async (deps: Deps, order: OrderRow, seat: LogSeat) => {
  if (seat.side === 'admin' && seat.thread === null) throw fieldError('thread', Msg.isRequired);
  const block = await blockFor(deps, order, seat);
  if (block) throw new AppError('forbidden', block);
  const thread = seat.thread as OrderLogThread;
  if (thread === 'customer') return { thread, carrierBusinessId: null };
  if (order.carrierBusinessId === null) throw new AppError('conflict', 'order.no_carrier');
  return { thread, carrierBusinessId: order.carrierBusinessId };
};

/** Who an admin's answer is for: the order's owner, or the carrier user who last wrote in the carrier thread. */
const replyRecipient = async (
  deps: Deps,
  order: OrderRow,
  target: { thread: OrderLogThread; carrierBusinessId: number | null },
) => {
  if (target.thread === 'customer') return order.userId;
  const rows = await repo.findLogs(deps.db, order.id, { thread: 'carrier', carrierBusinessId: target.carrierBusinessId! });
  const last = rows.filter((r) => r.authorId !== null && isCarrier(r.authorRole as Role)).at(-1);
  return last?.authorId ?? null;
};

/**
 * A new message is told to the thread's other readers: the thread's party (the customer side, or the carrier
 * company), never its author, and the admins when a customer or a carrier wrote (bell, list and their e-mail,
 * unless muted). Only an admin's answer is e-mailed to the party (to `email.to`).
 */
const tellOfMessage = async (
  tx: DbOrTx,
  deps: Pick<Deps, 'clock'> & Pick<AppDeps, 'jobs'>,
  order: OrderRow,
  target: { thread: OrderLogThread; carrierBusinessId: number | null },
  author: UserRow,
  message: { comment: string; email?: NotifyInput['email'] },
) => {
  const party =
    target.thread === 'customer'
      ? await customerAudience({ db: tx }, order)
      : await carrierAudience({ db: tx }, target.carrierBusinessId);
  await notify(tx, deps, {
    userIds: party.filter((id) => id !== author.id),
    type: NotificationType.ChatMessage,
    orderId: order.id,
    params: { order_number: order.orderNumber },
    email: message.email,
  });
  if (author.role !== Role.Admin)
    await tellOperators(
      tx,
      deps,
      {
        kind: 'chat',
        orderId: order.id,
        orderNumber: order.orderNumber,
        side: target.thread === 'customer' ? 'customer' : 'carrier',
        comment: message.comment.slice(0, 2000),
      },
      [author.id],
    );
};

/**
 * POST /order-logs/{id}: adds a message and answers the updated list. An admin's answer is emailed (through
 * the job queue, in the recipient's language) to the party of the thread.
 */
export const postOrderLogMessage = async (
  deps: Deps & Pick<AppDeps, 'jobs'>,
  user: UserRow,
  orderId: number,
  query: OrderLogQuery,
  comment: string,
) => {
  const { order, seat } = await readableOrder(deps, user, orderId, query.thread);
  const target = await writableThread(deps, order, seat);
  const recipient = seat.side === 'admin' ? await replyRecipient(deps, order, target) : null;
  await deps.db.transaction(async (tx) => {
    await repo.insertLog(tx, {
      orderId: order.id,
      ...target,
      authorId: user.id,
      authorRole: user.role,
      comment,
      createdAt: deps.clock(),
    });
    // an operator answering has read the thread
    if (user.role === Role.Admin) await repo.markReadByOperators(tx, order.id, target.thread, deps.clock());
    await tellOfMessage(tx, deps, order, target, user, {
      comment,
      email: {
        to: [recipient],
        send: (t, userId) =>
          enqueueOrderRequestsMail(deps, t, {
            kind: 'admin-replied',
            orderId: order.id,
            orderNumber: order.orderNumber,
            userId,
            carrierSide: target.thread === 'carrier',
            comment,
          }),
      },
    });
  });
  return listFor(deps, user, order, seat);
};

/**
 * POST /order-logs/files/{id}: the files (each at most 20 MB: a 413 otherwise, judged by content like every
 * order file) become one entry; answers the updated list. Access is checked before the body is read.
 */
export const postOrderLogFiles = async (
  deps: FileDeps,
  user: UserRow,
  orderId: number,
  query: OrderLogQuery,
  read: () => Promise<UploadedFile[]>,
) => {
  const { order, seat } = await readableOrder(deps, user, orderId, query.thread);
  const target = await writableThread(deps, order, seat);
  const files = await read();
  const prepared = await Promise.all(files.map((f) => prepareOrderFile(order.id, f.fileName, f.bytes)));
  if (prepared.some((p) => p === null)) throw fieldError('files', Msg.fileTypeNotAllowed);
  const ready = prepared.filter((p) => p !== null);
  await Promise.all(ready.map((p) => deps.privateFiles.put(p.key, p.bytes)));
  try {
    await deps.db.transaction(async (tx) => {
      const entry = await repo.insertLog(tx, {
        orderId: order.id,
        ...target,
        authorId: user.id,
        authorRole: user.role,
        comment: null,
        createdAt: deps.clock(),
      });
      await repo.insertLogFiles(
        tx,
        ready.map((p, i) => ({
          orderLogId: entry.id,
          fileName: cleanFileName(files[i].fileName),
          storageKey: p.key,
          mimeType: p.mime,
          sizeBytes: p.bytes.length,
        })),
      );
      await tellOfMessage(tx, deps, order, target, user, { comment: files.map((f) => cleanFileName(f.fileName)).join(', ') });
    });
  } catch (error) {
    await Promise.all(ready.map((p) => deps.privateFiles.remove(p.key)));
    throw error;
  }
  return listFor(deps, user, order, seat);
};

/** An entry the product writes (a report, a request, a resolution), in the same transaction as its cause. */
export const addOrderLogEvent = (
  deps: { db: DbOrTx; clock: () => Date },
  entry: {
    order: Pick<OrderRow, 'id' | 'carrierBusinessId'>;
    thread: OrderLogThread;
    author: Pick<UserRow, 'id' | 'role'> | null;
    type: OrderLogEvent;
    params: Record<string, string>;
  },
) =>
  repo.insertLog(deps.db, {
    orderId: entry.order.id,
    thread: entry.thread,
    carrierBusinessId: entry.thread === 'carrier' ? entry.order.carrierBusinessId : null,
    authorId: entry.author?.id ?? null,
    authorRole: entry.author?.role ?? null,
    comment: null,
    event: { type: entry.type, params: entry.params },
    createdAt: deps.clock(),
  });

/** A message written straight into a thread (demo data); an operator's answer marks the thread's earlier messages read. */
export const addOrderLogMessage = async (
  deps: { db: DbOrTx },
  entry: {
    orderId: number;
    thread: OrderLogThread;
    carrierBusinessId: number | null;
    author: Pick<UserRow, 'id' | 'role'>;
    comment: string;
    at: Date;
  },
) => {
  const row = await repo.insertLog(deps.db, {
    orderId: entry.orderId,
    thread: entry.thread,
    carrierBusinessId: entry.thread === 'carrier' ? entry.carrierBusinessId : null,
    authorId: entry.author.id,
    authorRole: entry.author.role,
    comment: entry.comment,
    createdAt: entry.at,
  });
  if (entry.author.role === Role.Admin) await repo.markReadByOperators(deps.db, entry.orderId, entry.thread, entry.at);
  return row;
};

/** Which of these stored keys are files of conversations (the orphan-file sweeper keeps those). */
export const orderLogKeysAmong = repo.referencedKeys;

/**
 * POST /order-logs/{id}/read: an operator opened the order's threads (or the one named): the customers' and
 * carriers' messages in them are read, and the order no longer needs attention for them.
 */
export const markOrderLogRead = async (deps: Deps, orderId: number, query: OrderLogQuery) => {
  const [order] = await findLiveOrders(deps, [orderId]);
  if (!order) throw notFound();
  return { read: await repo.markReadByOperators(deps.db, order.id, query.thread ?? null, deps.clock()) };
};

/** The ids of orders with a customer's or carrier's message no operator has read (a subquery). */
export const ordersWithUnreadMessages = (deps: { db: DbOrTx }) => repo.orderIdsWithUnreadMessages(deps.db);
