import { z } from 'zod';
import type { Locale } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { JobDefinition } from '../../platform/jobs/index.js';
import type { EmailContent } from '../../platform/mail/layout.js';
import { sendUserEmail } from '../auth/auth.emails.js';
import { findUserById } from '../users/user-records.service.js';

export const LOAD_DELIVERY_MAIL_JOB = 'load-delivery-mail';

const LoadDeliveryMailSchema = z.object({
  orderId: z.number().int().positive(),
  orderNumber: z.string().max(20),
  userId: z.number().int().positive(),
  cars: z.number().int().min(1),
  deliveredAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  orderCompleted: z.boolean(),
});
export type LoadDeliveryMail = z.infer<typeof LoadDeliveryMailSchema>;

/** Queues the customer's delivery email in the transaction that records the delivery. */
export const enqueueLoadDeliveryMail = ({ jobs }: Pick<AppDeps, 'jobs'>, tx: DbOrTx, mail: LoadDeliveryMail) =>
  jobs.enqueue(tx, LOAD_DELIVERY_MAIL_JOB, mail);

const day = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );

export const loadDeliveredContent =
  (mail: LoadDeliveryMail, url: string, firstName: string | null) =>
  (locale: Locale): EmailContent =>
    locale === 'fr'
      ? {
          locale,
          subject: mail.orderCompleted ? `Commande ${mail.orderNumber} livrée` : `Livraison pour la commande ${mail.orderNumber}`,
          greeting: `Bonjour ${firstName ?? ''}`.trim() + ',',
          paragraphs: [
            mail.cars > 1
              ? `${mail.cars} véhicules de votre commande ${mail.orderNumber} ont été livrés le ${day(locale, mail.deliveredAt)}.`
              : `Un véhicule de votre commande ${mail.orderNumber} a été livré le ${day(locale, mail.deliveredAt)}.`,
            mail.orderCompleted
              ? 'Tous les véhicules sont livrés\u00a0: votre commande est terminée. Les rapports d’inspection au ramassage et à la livraison sont sur la page de la commande.'
              : 'Les rapports d’inspection sont sur la page de la commande.',
          ],
          action: { label: 'Voir la commande', url },
          fallbackHint: 'Si le bouton ne fonctionne pas, copiez ce lien\u00a0:',
        }
      : {
          locale,
          subject: mail.orderCompleted ? `Order ${mail.orderNumber} delivered` : `Delivery for order ${mail.orderNumber}`,
          greeting: `Hello ${firstName ?? ''}`.trim() + ',',
          paragraphs: [
            mail.cars > 1
              ? `${mail.cars} vehicles of your order ${mail.orderNumber} were delivered on ${day(locale, mail.deliveredAt)}.`
              : `A vehicle of your order ${mail.orderNumber} was delivered on ${day(locale, mail.deliveredAt)}.`,
            mail.orderCompleted
              ? 'Every vehicle is delivered: your order is complete. The pickup and delivery inspection reports are on the order page.'
              : 'The inspection reports are on the order page.',
          ],
          action: { label: 'View the order', url },
          fallbackHint: 'If the button does not work, copy this link:',
        };

/** Sends the delivery email in the customer's language. */
export const loadDeliveryMailJob = (deps: Pick<AppDeps, 'db' | 'mailer' | 'env'>): JobDefinition<LoadDeliveryMail> => ({
  name: LOAD_DELIVERY_MAIL_JOB,
  payload: LoadDeliveryMailSchema,
  handle: async (mail) => {
    const user = await findUserById(deps, mail.userId);
    if (!user || user.deletedAt) return;
    const url = `${deps.env.appUrl}/my-orders/${mail.orderId}`;
    await sendUserEmail(deps, user, loadDeliveredContent(mail, url, user.firstName));
  },
  retryLimit: 12,
  retryDelaySeconds: 10,
});
