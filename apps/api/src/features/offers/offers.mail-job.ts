import { z } from 'zod';
import { formatCents, type Locale } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { JobDefinition } from '../../platform/jobs/index.js';
import type { EmailContent } from '../../platform/mail/layout.js';
import { mailContent } from '../../platform/mail/mail-texts.js';
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

/** The email of one offer event, in the recipient's language (words from the e-mail locale files). */
export const offerMailContent =
  (mail: OfferMail, appUrl: string, firstName: string | null) =>
  (locale: Locale): EmailContent => {
    const params = { orderNumber: mail.orderNumber };
    if (mail.kind === 'carrier-assigned')
      return mailContent(locale, 'offers.carrierAssigned', {
        firstName,
        params,
        paragraphs: ['body'],
        url: `${appUrl}/my-orders/${mail.orderId}`,
        actionKey: 'common.viewOrder',
      });
    if (mail.kind === 'bid-accepted')
      return mailContent(locale, 'offers.bidAccepted', {
        firstName,
        params: { ...params, amount: formatCents(mail.amountCents, locale) },
        paragraphs: ['body'],
        url: `${appUrl}/active-jobs/${mail.orderId}`,
        actionKey: 'common.viewJob',
      });
    return mailContent(locale, 'offers.bidDeclined', { firstName, params, paragraphs: ['body'], url: `${appUrl}/offers` });
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
