import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { cars, orders } from './orders.js';

/** Files a customer attaches to a car on the vehicle step (photos, papers); stored privately (signed URLs), images with a thumbnail. */
export const carFiles = pgTable(
  'car_files',
  {
    id: serial('id').primaryKey(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    storageKey: varchar('storage_key', { length: 500 }).notNull(),
    thumbnailKey: varchar('thumbnail_key', { length: 500 }),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('car_files_car_idx').on(t.carId)],
);

export type CarFileRow = typeof carFiles.$inferSelect;
