import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailDeliveries } from '../../db/schema/index.js';
import { currentJob } from '../jobs/index.js';
import type { Mailer } from './mailer.js';

/** Tries at recording a sent mail, and the pause before each new try (ms, growing). */
const RECORD_TRIES = 6;
const RECORD_PAUSE_MS = 200;

/**
 * Records a mail the server accepted. The mail is already out: a lost connection here (the pool then opens a
 * new one) must not make the job's retry send it again, so the record is tried again for about four seconds.
 */
const recordDelivery = async (db: Db, key: string, jobId: string) => {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.insert(mailDeliveries).values({ key, jobId }).onConflictDoNothing();
      return;
    } catch (error) {
      if (attempt >= RECORD_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, RECORD_PAUSE_MS * attempt));
    }
  }
};

/** Keys are kept this long: far beyond a job's last retry (about 11 hours). */
const KEEP_DAYS = 14;
const SWEEP_EVERY_MS = 3_600_000;

/**
 * Sends each mail of a job once. A mail sent by a job carries a deduplication key (the job's id, which every
 * try shares, with the recipient and subject), recorded as soon as the mail server has accepted it: a retry of
 * a job whose mail went out but which was not recorded as done (the worker stopped, the database went away)
 * finds the key and skips the mail. The key is also the mail's Message-ID. The record is retried through a
 * lost connection; only a database gone for longer, between the server's acceptance and the record, can still
 * deliver twice. Mails sent outside a job go out as they are.
 */
export const withDeliveryLog = (mailer: Mailer, db: Db): Mailer => {
  let swept = 0;
  return {
    ...mailer,
    send: async (message) => {
      const job = currentJob();
      if (!job) return mailer.send(message);
      const key = createHash('sha256').update(`${job.name}\n${job.id}\n${message.to}\n${message.subject}`).digest('hex');
      const [sent] = await db
        .select({ key: mailDeliveries.key })
        .from(mailDeliveries)
        .where(eq(mailDeliveries.key, key))
        .limit(1);
      if (sent) return;
      await mailer.send({ ...message, messageId: `<${key}@routier>` });
      await recordDelivery(db, key, job.id);
      if (Date.now() - swept > SWEEP_EVERY_MS) {
        swept = Date.now();
        await db.delete(mailDeliveries).where(lt(mailDeliveries.sentAt, new Date(Date.now() - KEEP_DAYS * 86_400_000)));
      }
    },
  };
};
