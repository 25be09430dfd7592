import { z } from 'zod';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { JobDefinition } from '../../platform/jobs/index.js';
import { renderEmail, type EmailContent } from '../../platform/mail/layout.js';
import { sendUserEmail } from '../../platform/mail/user-emails.js';
import { findGuestById } from '../guests/guest-records.service.js';
import { findUserById } from '../users/user-records.service.js';

export const LOAD_DELIVERY_MAIL_JOB = 'load-delivery-mail';

const LoadDeliveryMailSchema = z.object({
  orderId: z.number().int().positive(),
  orderNumber: z.string().max(20),
  /** the customer's account, or the guest who ordered without one */
  userId: z.number().int().positive().nullable(),
  guestId: z.number().int().positive().nullable().default(null),
  cars: z.number().int().min(1),
  deliveredAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  orderCompleted: z.boolean(),
});
export type LoadDeliveryMail = z.input<typeof LoadDeliveryMailSchema>;

/** Queues the customer's delivery email in the transaction that records the delivery. */
export const enqueueLoadDeliveryMail = ({ jobs }: Pick<AppDeps, 'jobs'>, tx: DbOrTx, mail: LoadDeliveryMail) =>
  jobs.enqueue(tx, LOAD_DELIVERY_MAIL_JOB, mail);

const day = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );

export const loadDeliveredContent =
  (mail: LoadDeliveryMail, url: string | null, firstName: string | null) =>
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
          ...(url
            ? {
                action: { label: 'Voir la commande', url },
                fallbackHint: 'Si le bouton ne fonctionne pas, copiez ce lien\u00a0:',
              }
            : {}),
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
          ...(url
            ? { action: { label: 'View the order', url }, fallbackHint: 'If the button does not work, copy this link:' }
            : {}),
        };

/** A guest's delivery email: to the email he gave at checkout, in his language; he has no order page to link to. */
const deliverToGuest = async (deps: Pick<AppDeps, 'db' | 'mailer'>, mail: LoadDeliveryMail, guestId: number) => {
  const guest = await findGuestById(deps, guestId);
  if (!guest?.email) return;
  const locale = isLocale(guest.locale) ? guest.locale : DEFAULT_LOCALE;
  const content = loadDeliveredContent(mail, null, guest.name?.split(' ')[0] ?? null)(locale);
  await deps.mailer.send({ to: guest.email, ...renderEmail(content) });
};

/** Sends the delivery email in the customer's language. */
export const loadDeliveryMailJob = (deps: Pick<AppDeps, 'db' | 'mailer' | 'env'>): JobDefinition<LoadDeliveryMail> => ({
  name: LOAD_DELIVERY_MAIL_JOB,
  payload: LoadDeliveryMailSchema,
  handle: async (mail) => {
    if (mail.guestId) return deliverToGuest(deps, mail, mail.guestId);
    if (!mail.userId) return;
    const user = await findUserById(deps, mail.userId);
    if (!user || user.deletedAt) return;
    const url = `${deps.env.appUrl}/my-orders/${mail.orderId}`;
    await sendUserEmail(deps, user, loadDeliveredContent(mail, url, user.firstName));
  },
  retryLimit: 12,
  retryDelaySeconds: 10,
});
