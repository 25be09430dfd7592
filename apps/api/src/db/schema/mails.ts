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

/**
 * Mails a job has sent, by a key made of the job's id, recipient and subject: a retry of a job whose mail went
 * out (the worker stopped before recording the job done) finds its key and does not send it again.
 */
export const mailDeliveries = pgTable('mail_deliveries', {
  key: varchar('key', { length: 64 }).primaryKey(),
  jobId: varchar('job_id', { length: 64 }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
