import { z } from 'zod';
import { formatCents, Role, type Locale } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { JobDefinition } from '../../platform/jobs/index.js';
import type { EmailContent } from '../../platform/mail/layout.js';
import { mailContent } from '../../platform/mail/mail-texts.js';
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

/** The email of one auto-dispatch event, in the recipient's language (words from the e-mail locale files). */
export const autoDispatchMailContent =
  (mail: AutoDispatchMail, appUrl: string, firstName: string | null) =>
  (locale: Locale): EmailContent => {
    const params = { orderNumber: mail.orderNumber };
    if (mail.kind === 'quote-request')
      return mailContent(locale, 'autoDispatch.quoteRequest', {
        firstName,
        params: { ...params, url: `${appUrl}/auto-dispatch/decline-quote/${mail.orderId}` },
        paragraphs: ['body', 'decline'],
        url: `${appUrl}/auto-dispatch/submit-quote/${mail.orderId}`,
      });
    if (mail.kind === 'quote-received')
      return mailContent(locale, 'autoDispatch.quoteReceived', {
        firstName,
        params: { ...params, price: formatCents(mail.priceCents, locale) },
        paragraphs: ['body'],
        url: `${appUrl}/auto-dispatch/quotes/${mail.orderId}`,
      });
    return mailContent(locale, 'autoDispatch.quoteAccepted', {
      firstName,
      params,
      paragraphs: ['body'],
      url: `${appUrl}/active-jobs/${mail.orderId}`,
      actionKey: 'common.viewJob',
    });
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
