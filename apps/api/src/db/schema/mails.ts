import { pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** The dev mailbox: every message sent while no SMTP server is configured. */
export const devMails = pgTable('dev_mails', {
  id: serial('id').primaryKey(),
  to: varchar('to', { length: 255 }).notNull(),
  subject: varchar('subject', { length: 255 }).notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
