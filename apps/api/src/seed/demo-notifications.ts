import { NotificationType, OrderStatus, type NotificationParams } from '@routier/domain';
import type { Tx } from '../db/client.js';
import type { OrderRow } from '../db/schema/index.js';
import { seedNotifications } from '../features/notifications/notifications.service.js';
import { findLiveOrders } from '../features/orders/orders.service.js';
import { findUserByEmail } from '../features/users/user-records.service.js';

const HOUR = 3_600_000;
type Entry = [type: NotificationType, order: OrderRow | undefined, hoursAgo: number, read: boolean, params?: NotificationParams];

/**
 * A few notifications as the events would have created them, read and unread, for the demo customers and
 * carriers: the header badge and /notifications have something to show.
 */
export const seedDemoNotifications = async (tx: Tx, orderIds: number[], now: Date) => {
  const db = { db: tx };
  const emails = [
    'dealer@routier.test',
    'subdealer@routier.test',
    'private@routier.test',
    'carrier@routier.test',
    'dispatcher@routier.test',
  ];
  // one query after the other: a transaction is one connection
  const found = [];
  for (const email of emails) found.push(await findUserByEmail(db, email));
  const [dealer, subdealer, privateUser, carrier, dispatcher] = found;
  const orders = await findLiveOrders(db, orderIds);
  const of = (userId: number | undefined, status: OrderStatus, nth = 0) =>
    orders.filter((o) => o.userId === userId && o.status === status)[nth];
  const held = (status: OrderStatus) => orders.find((o) => o.carrierBusinessId !== null && o.status === status);

  const rows = (userIds: (number | undefined)[], entries: Entry[]) =>
    userIds.flatMap((userId) =>
      userId === undefined
        ? []
        : entries.flatMap(([type, order, hoursAgo, read, params]) => {
            if (order === undefined && type !== NotificationType.AccountApproved) return [];
            const createdAt = new Date(now.getTime() - hoursAgo * HOUR);
            return [
              {
                userId,
                type,
                orderId: order?.id ?? null,
                params: order ? { order_number: order.orderNumber, ...params } : {},
                readAt: read ? createdAt : null,
                createdAt,
              },
            ];
          }),
    );

  const dealerActive = of(dealer?.id, OrderStatus.Active);
  const dealerRunning = of(dealer?.id, OrderStatus.InProgress);
  const subRunning = of(subdealer?.id, OrderStatus.InProgress);
  const privateRunning = of(privateUser?.id, OrderStatus.InProgress);
  const privateActive = of(privateUser?.id, OrderStatus.Active);
  const eta = new Date(now.getTime() + 3 * 24 * HOUR).toISOString().slice(0, 10);

  await seedNotifications(db, [
    ...rows(
      [dealer?.id],
      [
        [NotificationType.AccountApproved, undefined, 24 * 60, true],
        [NotificationType.OrderBooked, dealerActive, 24 * 4, true],
        [NotificationType.CarrierAssigned, dealerRunning, 30, false],
        [NotificationType.LoadStatus, dealerRunning, 5, false, { step: 5 }],
        [NotificationType.LoadStatus, subRunning, 3, false, { step: 2 }],
        [NotificationType.ChatMessage, subRunning, 1, false],
      ],
    ),
    ...rows(
      [subdealer?.id],
      [
        [NotificationType.LoadStatus, subRunning, 3, false, { step: 2 }],
        [NotificationType.ChatMessage, subRunning, 1, true],
      ],
    ),
    ...rows(
      [privateUser?.id],
      [
        [NotificationType.OrderBooked, privateActive, 24 * 3, true],
        [NotificationType.CarrierAssigned, privateRunning, 24 * 2, true],
        [NotificationType.OrderDelayed, privateRunning, 6, false, { new_eta: eta }],
      ],
    ),
    ...rows(
      [carrier?.id, dispatcher?.id],
      [
        [NotificationType.BidDecided, held(OrderStatus.InProgress), 24 * 2, true, { approved: true }],
        [NotificationType.RequestDecided, held(OrderStatus.Completed), 20, false, { request_type: 'complete', approved: true }],
        [NotificationType.ChatMessage, held(OrderStatus.InProgress), 2, false],
      ],
    ),
  ]);
};
