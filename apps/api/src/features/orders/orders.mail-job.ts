import { z } from 'zod';
import { formatCents, type Locale } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { JobDefinition } from '../../platform/jobs/index.js';
import type { EmailContent } from '../../platform/mail/layout.js';
import { mailContent } from '../../platform/mail/mail-texts.js';
import { sendUserEmail } from '../../platform/mail/user-emails.js';
import { findUserById } from '../users/user-records.service.js';
import { orderCancellation } from './order-cancellations.service.js';

export const ORDER_MAIL_JOB = 'order-mail';

const OrderMailSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('order-cancelled'),
    orderId: z.number().int().positive(),
    orderNumber: z.string().max(20),
    userId: z.number().int().positive(),
    feeCents: z.number().int().min(0),
  }),
]);
export type OrderMail = z.infer<typeof OrderMailSchema>;

/** Queues an order email in the transaction that changes the order; a worker sends it. */
export const enqueueOrderMail = ({ jobs }: Pick<AppDeps, 'jobs'>, tx: DbOrTx, mail: OrderMail) =>
  jobs.enqueue(tx, ORDER_MAIL_JOB, mail);

/**
 * The cancellation, in CAD as everywhere ("$12.00" / "12,00 $"), its words from the e-mail locale files: the fee,
 * and the part of the card payment given back (decision 054), as recorded with the cancellation.
 */
export const orderCancelledContent =
  (orderNumber: string, money: { feeCents: number; refundCents: number }, url: string, firstName: string | null) =>
  (locale: Locale): EmailContent =>
    mailContent(locale, 'orders.cancelled', {
      firstName,
      params: { orderNumber, fee: formatCents(money.feeCents, locale), refund: formatCents(money.refundCents, locale) },
      paragraphs: ['intro', money.feeCents > 0 ? 'fee' : 'noFee', ...(money.refundCents > 0 ? ['refund'] : [])],
      url,
      actionKey: 'common.viewOrder',
    });

type WorkerDeps = Pick<AppDeps, 'db' | 'mailer' | 'env'>;

/** Sends one order email in its recipient's language. */
export const orderMailJob = (deps: WorkerDeps): JobDefinition<OrderMail> => ({
  name: ORDER_MAIL_JOB,
  payload: OrderMailSchema,
  handle: async (mail) => {
    const user = await findUserById(deps, mail.userId);
    if (!user || user.deletedAt) return;
    const url = `${deps.env.appUrl}/my-orders/${mail.orderId}`;
    // the refund is the payments' part of the cancellation, recorded in the same transaction as this job
    const cancellation = await orderCancellation(deps, mail.orderId);
    const refundCents = cancellation ? Math.round(cancellation.refund * 100) : 0;
    await sendUserEmail(
      deps,
      user,
      orderCancelledContent(mail.orderNumber, { feeCents: mail.feeCents, refundCents }, url, user.firstName),
    );
  },
  retryLimit: 12,
  retryDelaySeconds: 10,
});
