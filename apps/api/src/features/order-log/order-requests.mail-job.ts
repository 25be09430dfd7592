import { z } from 'zod';
import type { Locale } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { JobDefinition } from '../../platform/jobs/index.js';
import type { EmailContent } from '../../platform/mail/layout.js';
import { sendUserEmail } from '../../platform/mail/user-emails.js';
import { findUserById } from '../users/user-records.service.js';

export const ORDER_REQUESTS_MAIL_JOB = 'order-requests-mail';

const base = { orderId: z.number().int().positive(), orderNumber: z.string().max(20), userId: z.number().int().positive() };
const MailSchema = z.discriminatedUnion('kind', [
  /** the customer: a carrier reported a delay */
  z.object({ kind: z.literal('order-delayed'), ...base, newEta: z.string().max(10) }),
  /** the requester: an admin approved or declined his request */
  z.object({
    kind: z.literal('request-resolved'),
    ...base,
    type: z.enum(['cancel', 'complete']),
    approved: z.boolean(),
    comment: z.string().max(255).nullable(),
  }),
  /** the customer: the carrier left the job, which is back on the load board */
  z.object({ kind: z.literal('job-released'), ...base }),
  /** the customer or the carrier: the admin answered in the order log */
  z.object({ kind: z.literal('admin-replied'), ...base, carrierSide: z.boolean(), comment: z.string().max(255) }),
]);
export type OrderRequestsMail = z.infer<typeof MailSchema>;

/** Queues the email in the transaction that made the change; the worker sends it in its recipient's language. */
export const enqueueOrderRequestsMail = ({ jobs }: Pick<AppDeps, 'jobs'>, tx: DbOrTx, mail: OrderRequestsMail) =>
  jobs.enqueue(tx, ORDER_REQUESTS_MAIL_JOB, mail);

const day = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

const greeting = (locale: Locale, firstName: string | null) =>
  (locale === 'fr' ? `Bonjour ${firstName ?? ''}` : `Hello ${firstName ?? ''}`).trim() + ',';

export const orderRequestsMailContent =
  (mail: OrderRequestsMail, url: string, firstName: string | null) =>
  (locale: Locale): EmailContent => {
    const fr = locale === 'fr';
    const n = mail.orderNumber;
    const action = { label: fr ? 'Voir la commande' : 'View the order', url };
    const fallbackHint = fr
      ? 'Si le bouton ne fonctionne pas, copiez ce lien\u00a0:'
      : 'If the button does not work, copy this link:';
    const common = { locale, greeting: greeting(locale, firstName), action, fallbackHint };
    if (mail.kind === 'order-delayed')
      return fr
        ? {
            ...common,
            subject: `Commande ${n} retardée`,
            paragraphs: [
              `Le transporteur a signalé un retard. Nouvelle date d’arrivée prévue\u00a0: ${day(locale, mail.newEta)}.`,
            ],
          }
        : {
            ...common,
            subject: `Order ${n} delayed`,
            paragraphs: [`The carrier reported a delay. New expected arrival date: ${day(locale, mail.newEta)}.`],
          };
    if (mail.kind === 'job-released')
      return fr
        ? {
            ...common,
            subject: `Commande ${n}\u00a0: nouveau transporteur recherché`,
            paragraphs: [
              'Le transporteur s’est retiré de votre commande avec l’accord de notre équipe. Elle est de nouveau proposée aux transporteurs; nous vous tiendrons informé.',
            ],
          }
        : {
            ...common,
            subject: `Order ${n}: finding a new carrier`,
            paragraphs: [
              'The carrier withdrew from your order with our team’s approval. It is offered to carriers again; we will keep you informed.',
            ],
          };
    if (mail.kind === 'admin-replied')
      return fr
        ? {
            ...common,
            subject: `Nouveau message au sujet de la commande ${n}`,
            paragraphs: ['Notre équipe vous a écrit\u00a0:', mail.comment],
          }
        : { ...common, subject: `New message about order ${n}`, paragraphs: ['Our team wrote to you:', mail.comment] };
    const what = mail.type === 'cancel' ? (fr ? 'd’annulation' : 'cancellation') : fr ? 'de finalisation' : 'completion';
    const verdict = mail.approved ? (fr ? 'acceptée' : 'approved') : fr ? 'refusée' : 'declined';
    const paragraphs = [
      fr
        ? `Votre demande ${what} pour la commande ${n} a été ${verdict}.`
        : `Your ${what} request for order ${n} was ${verdict}.`,
      ...(mail.comment ? [mail.comment] : []),
    ];
    return {
      ...common,
      subject: fr ? `Demande ${what} ${verdict} — ${n}` : `${what[0].toUpperCase()}${what.slice(1)} request ${verdict} — ${n}`,
      paragraphs,
    };
  };

type WorkerDeps = Pick<AppDeps, 'db' | 'mailer' | 'env'>;

/** Sends one email about a report or request in its recipient's language (customers get the order page, carriers the job). */
export const orderRequestsMailJob = (deps: WorkerDeps): JobDefinition<OrderRequestsMail> => ({
  name: ORDER_REQUESTS_MAIL_JOB,
  payload: MailSchema,
  handle: async (mail) => {
    const user = await findUserById(deps, mail.userId);
    if (!user || user.deletedAt) return;
    const carrierSide =
      (mail.kind === 'request-resolved' && mail.type === 'cancel') || (mail.kind === 'admin-replied' && mail.carrierSide);
    const url = `${deps.env.appUrl}/${carrierSide ? 'active-jobs' : 'my-orders'}/${mail.orderId}`;
    await sendUserEmail(deps, user, orderRequestsMailContent(mail, url, user.firstName));
  },
  retryLimit: 12,
  retryDelaySeconds: 10,
});
