import { OrderStatus, RatingType } from '@routier/domain';
import type { Tx } from '../db/client.js';
import { findLiveOrders, patchOrder } from '../features/orders/orders.service.js';
import { recordRating } from '../features/reviews/reviews.service.js';

const DAY = 86_400_000;

/** What the demo customers said, one per confirmed job, in the language each would write in. */
const FEEDBACK: { rating: number; feedback: string | null }[] = [
  { rating: 5, feedback: 'Picked up and delivered without a scratch. The driver called ahead both times.' },
  { rating: 4, feedback: 'Livraison rapide et soignée. Un peu de retard au ramassage, mais on nous a prévenus.' },
  { rating: 3, feedback: null },
];

/**
 * Ratings of the demo transport company: one on each completed and confirmed job, with feedback; the completed
 * jobs not yet confirmed were delivered a few days ago and stay unrated, so a customer can rate one in the demo
 * (the hourly automatic confirmation leaves them alone for a week).
 */
export const seedDemoReviews = async (tx: Tx, orderIds: number[], now: Date) => {
  const db = { db: tx };
  const held = (await findLiveOrders(db, orderIds))
    .filter((o) => o.carrierBusinessId !== null)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const confirmed = held.filter((o) => o.status === OrderStatus.CompletedConfirmed);
  for (const [i, order] of confirmed.entries()) {
    const given = FEEDBACK[i % FEEDBACK.length];
    const completed = order.completedAt ?? order.createdAt;
    await recordRating(db, {
      orderId: order.id,
      businessDetailsId: order.carrierBusinessId!,
      userId: order.userId,
      type: RatingType.CustomerRatesCarrier,
      rating: given.rating,
      feedback: given.feedback,
      createdAt: new Date(Math.min(completed.getTime() + DAY, now.getTime())),
    });
  }
  const awaiting = held.filter((o) => o.status === OrderStatus.Completed);
  for (const [i, order] of awaiting.entries()) {
    const completedAt = new Date(now.getTime() - (2 + i) * DAY);
    // still delivered by its due date, as the demo says (on time)
    const day = completedAt.toISOString().slice(0, 10);
    await patchOrder(db, order, { completedAt, dueDate: order.dueDate && order.dueDate < day ? day : order.dueDate });
  }
};
