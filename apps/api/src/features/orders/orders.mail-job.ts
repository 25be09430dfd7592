import { z } from 'zod';
import { centsToDollars, type Locale } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { JobDefinition } from '../../platform/jobs/index.js';
import type { EmailContent } from '../../platform/mail/layout.js';
import { sendUserEmail } from '../../platform/mail/user-emails.js';
import { findUserById } from '../users/user-records.service.js';

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

const money = (locale: Locale, cents: number) =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'USD' }).format(
    centsToDollars(cents),
  );

export const orderCancelledContent =
  (orderNumber: string, feeCents: number, url: string, firstName: string | null) =>
  (locale: Locale): EmailContent =>
    locale === 'fr'
      ? {
          locale,
          subject: `Commande ${orderNumber} annulée`,
          greeting: `Bonjour ${firstName ?? ''}`.trim() + ',',
          paragraphs: [
            `Votre commande ${orderNumber} a été annulée.`,
            feeCents > 0
              ? `Des frais d’annulation de ${money(locale, feeCents)} s’appliquent; le reste vous sera remboursé.`
              : 'Aucuns frais d’annulation ne s’appliquent.',
          ],
          action: { label: 'Voir la commande', url },
          fallbackHint: 'Si le bouton ne fonctionne pas, copiez ce lien\u00a0:',
        }
      : {
          locale,
          subject: `Order ${orderNumber} cancelled`,
          greeting: `Hello ${firstName ?? ''}`.trim() + ',',
          paragraphs: [
            `Your order ${orderNumber} has been cancelled.`,
            feeCents > 0
              ? `A cancellation fee of ${money(locale, feeCents)} applies; the rest will be refunded to you.`
              : 'No cancellation fee applies.',
          ],
          action: { label: 'View the order', url },
          fallbackHint: 'If the button does not work, copy this link:',
        };

type WorkerDeps = Pick<AppDeps, 'db' | 'mailer' | 'env'>;

/** Sends one order email in its recipient's language. */
export const orderMailJob = (deps: WorkerDeps): JobDefinition<OrderMail> => ({
  name: ORDER_MAIL_JOB,
  payload: OrderMailSchema,
  handle: async (mail) => {
    const user = await findUserById(deps, mail.userId);
    if (!user || user.deletedAt) return;
    const url = `${deps.env.appUrl}/my-orders/${mail.orderId}`;
    await sendUserEmail(deps, user, orderCancelledContent(mail.orderNumber, mail.feeCents, url, user.firstName));
  },
  retryLimit: 12,
  retryDelaySeconds: 10,
});
