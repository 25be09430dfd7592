import { bigint, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { users } from './users.js';

/** A user's saved contacts (address book), filled from the contacts of his orders and searched in step 4. */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contacts_owner_email_idx').on(t.ownerUserId, t.email)],
);

/** The people to meet at each end of an order (customer-side §3, Contact detail). */
export const contactDetails = pgTable(
  'contact_details',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** pickup | destination */
    type: varchar('type', { length: 12 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    notes: text('notes'),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_details_order_idx').on(t.orderId, t.type)],
);

/** Release-form files of an order, stored privately (served only through signed URLs). */
export const releaseFormFiles = pgTable(
  'release_form_files',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storageKey: varchar('storage_key', { length: 255 }).notNull(),
    thumbnailKey: varchar('thumbnail_key', { length: 255 }),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    mimeType: varchar('mime_type', { length: 120 }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('release_form_files_order_idx').on(t.orderId)],
);

export type ContactRow = typeof contacts.$inferSelect;
export type ContactDetailRow = typeof contactDetails.$inferSelect;
export type ReleaseFormFileRow = typeof releaseFormFiles.$inferSelect;
