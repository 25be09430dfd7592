import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { devMails } from '../../db/schema/index.js';
import type { Mailer } from './mailer.js';

/** Stores messages in the database (listed at /dev/mailbox) and prints their links on the console. */
export const createDevMailbox = (db: Db, log: (line: string) => void): Mailer => ({
  kind: 'dev-mailbox',
  send: async ({ to, subject, text, html }) => {
    const message = { to, subject, text, html };
    await db.insert(devMails).values(message);
    const links = message.text.match(/https?:\/\/\S+/g) ?? [];
    log(`[mail] to ${message.to}: ${message.subject}${links.length ? `\n  ${links.join('\n  ')}` : ''}`);
  },
});

export const listDevMails = (db: Db, limit = 50) => db.select().from(devMails).orderBy(desc(devMails.id)).limit(limit);
