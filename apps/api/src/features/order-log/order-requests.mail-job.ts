import { z } from 'zod';
import { formatDate, type Locale } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { JobDefinition } from '../../platform/jobs/index.js';
import type { EmailContent } from '../../platform/mail/layout.js';
import { mailContent } from '../../platform/mail/mail-texts.js';
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

/** The email of one report or request, in the recipient's language (words from the e-mail locale files). */
export const orderRequestsMailContent =
  (mail: OrderRequestsMail, url: string, firstName: string | null) =>
  (locale: Locale): EmailContent => {
    const params = { orderNumber: mail.orderNumber };
    const common = { firstName, url, actionKey: 'common.viewOrder' };
    if (mail.kind === 'order-delayed')
      return mailContent(locale, 'orderRequests.delayed', {
        ...common,
        params: { ...params, date: formatDate(mail.newEta, locale, 'long') },
        paragraphs: ['body'],
      });
    if (mail.kind === 'job-released')
      return mailContent(locale, 'orderRequests.jobReleased', { ...common, params, paragraphs: ['body'] });
    if (mail.kind === 'admin-replied')
      return mailContent(locale, 'orderRequests.adminReplied', {
        ...common,
        params,
        paragraphs: ['body', { raw: mail.comment }],
      });
    const key = `orderRequests.${mail.type}${mail.approved ? 'Approved' : 'Declined'}`;
    return mailContent(locale, key, {
      ...common,
      params,
      paragraphs: ['body', ...(mail.comment ? [{ raw: mail.comment }] : [])],
    });
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
