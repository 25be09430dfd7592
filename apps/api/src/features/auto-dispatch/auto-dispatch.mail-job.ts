import { z } from 'zod';
import { centsToDollars, Role, type Locale } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { JobDefinition } from '../../platform/jobs/index.js';
import type { EmailContent } from '../../platform/mail/layout.js';
import { sendUserEmail } from '../../platform/mail/user-emails.js';
import { findActiveCompanyUsers, findUserById } from '../users/user-records.service.js';

export const AUTO_DISPATCH_MAIL_JOB = 'auto-dispatch-mail';

const base = { orderId: z.number().int().positive(), orderNumber: z.string().max(20) };
const AutoDispatchMailSchema = z.discriminatedUnion('kind', [
  /** to every approved user of a matching transport company: quote or decline */
  z.object({ kind: z.literal('quote-request'), ...base, businessId: z.number().int().positive() }),
  /** to the customer: a carrier quoted */
  z.object({ kind: z.literal('quote-received'), ...base, userId: z.number().int().positive(), priceCents: z.number().int() }),
  /** to whoever submitted the quote: the customer accepted it and paid, the job is the company's */
  z.object({ kind: z.literal('quote-accepted'), ...base, userId: z.number().int().positive() }),
]);
export type AutoDispatchMail = z.infer<typeof AutoDispatchMailSchema>;

/** Queues an auto-dispatch email in the transaction that writes the request, the quote or the booking. */
export const enqueueAutoDispatchMail = ({ jobs }: Pick<AppDeps, 'jobs'>, tx: DbOrTx, mail: AutoDispatchMail) =>
  jobs.enqueue(tx, AUTO_DISPATCH_MAIL_JOB, mail);

const money = (locale: Locale, cents: number) =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(
    centsToDollars(cents),
  );

/** The email of one auto-dispatch event, in the recipient's language. */
export const autoDispatchMailContent =
  (mail: AutoDispatchMail, appUrl: string, firstName: string | null) =>
  (locale: Locale): EmailContent => {
    const fr = locale === 'fr';
    const n = mail.orderNumber;
    const common = {
      locale,
      greeting: `${fr ? 'Bonjour' : 'Hello'} ${firstName ?? ''}`.trim() + ',',
      fallbackHint: fr ? 'Si le bouton ne fonctionne pas, copiez ce lien\u00a0:' : 'If the button does not work, copy this link:',
    };
    if (mail.kind === 'quote-request') {
      const decline = `${appUrl}/auto-dispatch/decline-quote/${mail.orderId}`;
      return {
        ...common,
        subject: fr ? `Demande de soumission pour la commande ${n}` : `Quote request for order ${n}`,
        paragraphs: [
          fr
            ? `Un client demande une soumission pour la commande ${n}, dans vos régions de service. Proposez vos dates et votre prix.`
            : `A customer asks for a quote on order ${n}, in your service regions. Propose your dates and your price.`,
          fr ? `Pas intéressé\u00a0? Déclinez la demande\u00a0: ${decline}` : `Not interested? Decline the request: ${decline}`,
        ],
        action: {
          label: fr ? 'Soumettre une soumission' : 'Submit a quote',
          url: `${appUrl}/auto-dispatch/submit-quote/${mail.orderId}`,
        },
      };
    }
    if (mail.kind === 'quote-received') {
      return {
        ...common,
        subject: fr ? `Nouvelle soumission pour la commande ${n}` : `New quote for order ${n}`,
        paragraphs: [
          fr
            ? `Un transporteur propose ${money(locale, mail.priceCents)} pour votre commande ${n}. Comparez les soumissions et acceptez celle qui vous convient.`
            : `A carrier offers ${money(locale, mail.priceCents)} for your order ${n}. Compare the quotes and accept the one that suits you.`,
        ],
        action: { label: fr ? 'Voir les soumissions' : 'See the quotes', url: `${appUrl}/auto-dispatch/quotes/${mail.orderId}` },
      };
    }
    return {
      ...common,
      subject: fr ? `Votre soumission pour la commande ${n} est acceptée` : `Your quote for order ${n} was accepted`,
      paragraphs: [
        fr
          ? `Le client a accepté et payé votre soumission pour la commande ${n}. Le travail est à vous.`
          : `The customer accepted and paid your quote for order ${n}. The job is yours.`,
      ],
      action: { label: fr ? 'Voir le travail' : 'View the job', url: `${appUrl}/active-jobs/${mail.orderId}` },
    };
  };

type WorkerDeps = Pick<AppDeps, 'db' | 'mailer' | 'env'>;

const recipients = async (deps: WorkerDeps, mail: AutoDispatchMail) => {
  if (mail.kind === 'quote-request')
    return findActiveCompanyUsers(deps, mail.businessId, [Role.TransportCompany, Role.Dispatcher]);
  const user = await findUserById(deps, mail.userId);
  return user && !user.deletedAt ? [user] : [];
};

/** Sends one auto-dispatch email to each recipient in his language. */
export const autoDispatchMailJob = (deps: WorkerDeps): JobDefinition<AutoDispatchMail> => ({
  name: AUTO_DISPATCH_MAIL_JOB,
  payload: AutoDispatchMailSchema,
  handle: async (mail) => {
    for (const user of await recipients(deps, mail)) {
      await sendUserEmail(deps, user, autoDispatchMailContent(mail, deps.env.appUrl, user.firstName));
    }
  },
  retryLimit: 12,
  retryDelaySeconds: 10,
});
