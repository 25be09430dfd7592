import { boolean, date, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { loads } from './team.js';

/**
 * A load's delivery (POST /loads/mark-as-completed): the date the driver states (kept for the papers),
 * notes, the fuel fee stated, and on time or not, judged on the server time of the delivery (created_at)
 * in the business's time zone.
 */
export const loadDeliveries = pgTable('load_deliveries', {
  loadId: integer('load_id')
    .primaryKey()
    .references(() => loads.id, { onDelete: 'cascade' }),
  deliveredAt: date('delivered_at').notNull(),
  notes: text('notes'),
  fuelFeeCents: integer('fuel_fee_cents').notNull().default(0),
  deliveredOnTime: boolean('delivered_on_time').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Files of a load's delivery (bill of lading and other papers, the fuel-fee receipt), stored privately. */
export const loadFiles = pgTable(
  'load_files',
  {
    id: serial('id').primaryKey(),
    loadId: integer('load_id')
      .notNull()
      .references(() => loads.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** delivery | fuel_fee */
    kind: varchar('kind', { length: 10 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    storageKey: varchar('storage_key', { length: 500 }).notNull(),
    thumbnailKey: varchar('thumbnail_key', { length: 500 }),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('load_files_load_idx').on(t.loadId)],
);

export type LoadDeliveryRow = typeof loadDeliveries.$inferSelect;
export type LoadFileRow = typeof loadFiles.$inferSelect;
