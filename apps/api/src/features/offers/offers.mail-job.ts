import { z } from 'zod';
import { centsToDollars, type Locale } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { JobDefinition } from '../../platform/jobs/index.js';
import type { EmailContent } from '../../platform/mail/layout.js';
import { sendUserEmail } from '../../platform/mail/user-emails.js';
import { findUserById } from '../users/user-records.service.js';

export const OFFER_MAIL_JOB = 'offer-mail';

const base = { orderId: z.number().int().positive(), orderNumber: z.string().max(20), userId: z.number().int().positive() };
const OfferMailSchema = z.discriminatedUnion('kind', [
  /** to the customer: a carrier took the job (applied, or its bid was accepted) */
  z.object({ kind: z.literal('carrier-assigned'), ...base }),
  /** to the carrier user who placed the bid */
  z.object({ kind: z.literal('bid-accepted'), ...base, amountCents: z.number().int().min(0) }),
  z.object({ kind: z.literal('bid-declined'), ...base }),
]);
export type OfferMail = z.infer<typeof OfferMailSchema>;

/** Queues an offer or bid email in the transaction that changes the order or the bid. */
export const enqueueOfferMail = ({ jobs }: Pick<AppDeps, 'jobs'>, tx: DbOrTx, mail: OfferMail) =>
  jobs.enqueue(tx, OFFER_MAIL_JOB, mail);

const money = (locale: Locale, cents: number) =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(
    centsToDollars(cents),
  );

const hello = (locale: Locale, name: string | null) => `${locale === 'fr' ? 'Bonjour' : 'Hello'} ${name ?? ''}`.trim() + ',';
const hint = (locale: Locale) =>
  locale === 'fr' ? 'Si le bouton ne fonctionne pas, copiez ce lien\u00a0:' : 'If the button does not work, copy this link:';

/** The email of one offer event, in the recipient's language. */
export const offerMailContent =
  (mail: OfferMail, appUrl: string, firstName: string | null) =>
  (locale: Locale): EmailContent => {
    const fr = locale === 'fr';
    const n = mail.orderNumber;
    const common = { locale, greeting: hello(locale, firstName), fallbackHint: hint(locale) };
    if (mail.kind === 'carrier-assigned') {
      return {
        ...common,
        subject: fr ? `Un transporteur a pris la commande ${n}` : `A carrier was assigned to order ${n}`,
        paragraphs: [
          fr
            ? `Un transporteur a accepté votre commande ${n}. Vous verrez ses chargements et leur progression sur la page de la commande.`
            : `A carrier accepted your order ${n}. You will see its loads and their progress on the order page.`,
        ],
        action: { label: fr ? 'Voir la commande' : 'View the order', url: `${appUrl}/my-orders/${mail.orderId}` },
      };
    }
    if (mail.kind === 'bid-accepted') {
      return {
        ...common,
        subject: fr ? `Votre offre sur la commande ${n} est acceptée` : `Your bid on order ${n} was accepted`,
        paragraphs: [
          fr
            ? `Votre offre de ${money(locale, mail.amountCents)} sur la commande ${n} est acceptée : le travail est à vous.`
            : `Your bid of ${money(locale, mail.amountCents)} on order ${n} was accepted: the job is yours.`,
        ].map((p) => p.replace(' :', '\u00a0:')),
        action: { label: fr ? 'Voir le travail' : 'View the job', url: `${appUrl}/active-jobs/${mail.orderId}` },
      };
    }
    return {
      ...common,
      subject: fr ? `Votre offre sur la commande ${n} n’a pas été retenue` : `Your bid on order ${n} was declined`,
      paragraphs: [
        fr
          ? `Votre offre sur la commande ${n} n’a pas été retenue. D’autres offres vous attendent.`
          : `Your bid on order ${n} was declined. Other offers are waiting for you.`,
      ],
      action: { label: fr ? 'Voir les offres' : 'See the offers', url: `${appUrl}/offers` },
    };
  };

type WorkerDeps = Pick<AppDeps, 'db' | 'mailer' | 'env'>;

/** Sends one offer or bid email in its recipient's language. */
export const offerMailJob = (deps: WorkerDeps): JobDefinition<OfferMail> => ({
  name: OFFER_MAIL_JOB,
  payload: OfferMailSchema,
  handle: async (mail) => {
    const user = await findUserById(deps, mail.userId);
    if (!user || user.deletedAt) return;
    await sendUserEmail(deps, user, offerMailContent(mail, deps.env.appUrl, user.firstName));
  },
  retryLimit: 12,
  retryDelaySeconds: 10,
});
