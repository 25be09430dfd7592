import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { JobDefinition } from '../../platform/jobs/index.js';
import type { EmailContent } from '../../platform/mail/layout.js';
import { sendUserEmail } from '../../platform/mail/user-emails.js';
import { findUserById } from '../users/user-records.service.js';

export const LOAD_MAIL_JOB = 'load-mail';

const LoadMailSchema = z.object({
  kind: z.enum(['load-assigned', 'load-cancelled']),
  loadId: z.number().int().positive(),
  orderNumber: z.string().max(20),
  driverUserId: z.number().int().positive(),
  cars: z.number().int().min(0),
  dueDate: z.string().max(10).nullable(),
  from: z.string().max(120),
  to: z.string().max(120),
});
export type LoadMail = z.infer<typeof LoadMailSchema>;

/** Queues a driver's email in the transaction that writes the load; a worker sends it. */
export const enqueueLoadMail = ({ jobs }: Pick<AppDeps, 'jobs'>, tx: DbOrTx, mail: LoadMail) =>
  jobs.enqueue(tx, LOAD_MAIL_JOB, mail);

const day = (iso: string, fr: boolean) =>
  new Intl.DateTimeFormat(fr ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

export const loadMailContent =
  (mail: LoadMail, url: string, firstName: string | null) =>
  (locale: 'en' | 'fr'): EmailContent => {
    const fr = locale === 'fr';
    const trip = `${mail.from} → ${mail.to}`;
    const assigned = mail.kind === 'load-assigned';
    const paragraphs = fr
      ? [
          assigned
            ? `Un nouveau chargement vous est confié pour la commande ${mail.orderNumber}\u00a0: ${trip}, ${mail.cars} véhicule(s).`
            : `Le chargement de la commande ${mail.orderNumber} (${trip}) a été annulé par votre transporteur.`,
          ...(assigned && mail.dueDate ? [`Livraison prévue au plus tard le ${day(mail.dueDate, true)}.`] : []),
          ...(assigned ? ['Ouvrez vos chargements pour l’accepter ou le refuser.'] : []),
        ]
      : [
          assigned
            ? `You have a new load for order ${mail.orderNumber}: ${trip}, ${mail.cars} vehicle(s).`
            : `The load of order ${mail.orderNumber} (${trip}) was cancelled by your carrier.`,
          ...(assigned && mail.dueDate ? [`Delivery is due by ${day(mail.dueDate, false)}.`] : []),
          ...(assigned ? ['Open your loads to accept or reject it.'] : []),
        ];
    return {
      locale,
      subject: fr
        ? assigned
          ? `Nouveau chargement\u00a0: commande ${mail.orderNumber}`
          : `Chargement annulé\u00a0: commande ${mail.orderNumber}`
        : assigned
          ? `New load: order ${mail.orderNumber}`
          : `Load cancelled: order ${mail.orderNumber}`,
      greeting: (fr ? `Bonjour ${firstName ?? ''}` : `Hello ${firstName ?? ''}`).trim() + ',',
      paragraphs,
      action: { label: fr ? 'Voir mes chargements' : 'View my loads', url },
      fallbackHint: fr ? 'Si le bouton ne fonctionne pas, copiez ce lien\u00a0:' : 'If the button does not work, copy this link:',
    };
  };

type WorkerDeps = Pick<AppDeps, 'db' | 'mailer' | 'env'>;

/** Tells a driver about a load assigned to him or cancelled, in his language, with a link to his loads. */
export const loadMailJob = (deps: WorkerDeps): JobDefinition<LoadMail> => ({
  name: LOAD_MAIL_JOB,
  payload: LoadMailSchema,
  handle: async (mail) => {
    const user = await findUserById(deps, mail.driverUserId);
    if (!user || user.deletedAt) return;
    await sendUserEmail(deps, user, loadMailContent(mail, `${deps.env.appUrl}/loads`, user.firstName));
  },
  retryLimit: 12,
  retryDelaySeconds: 10,
});
