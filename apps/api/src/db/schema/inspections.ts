import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { Damage } from '@routier/domain';
import { cars, orders } from './orders.js';
import { loads } from './team.js';
import { users } from './users.js';

/** A driver's inspection of one car of his load, at pickup or at delivery (one of each per load and car). */
export const inspections = pgTable(
  'inspections',
  {
    id: serial('id').primaryKey(),
    loadId: integer('load_id')
      .notNull()
      .references(() => loads.id, { onDelete: 'cascade' }),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** pickup | delivery */
    kind: varchar('kind', { length: 10 }).notNull(),
    odometer: integer('odometer').notNull(),
    /** the reading is below an earlier one of the car, and whoever inspected confirmed it (decision 060) */
    odometerBackwards: boolean('odometer_backwards').notNull().default(false),
    notes: text('notes').notNull().default(''),
    /** damage marks on the car diagram: [{ panel, kind }] */
    damages: jsonb('damages').$type<Damage[]>().notNull().default([]),
    /** the signature image, stored privately */
    signatureKey: varchar('signature_key', { length: 500 }).notNull(),
    inspectedByUserId: integer('inspected_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inspections_load_car_kind_unique').on(t.loadId, t.carId, t.kind),
    index('inspections_order_idx').on(t.orderId),
  ],
);

/** Photos of an inspection, stored privately with a thumbnail. */
export const inspectionPhotos = pgTable(
  'inspection_photos',
  {
    id: serial('id').primaryKey(),
    inspectionId: integer('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    storageKey: varchar('storage_key', { length: 500 }).notNull(),
    thumbnailKey: varchar('thumbnail_key', { length: 500 }),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
  },
  (t) => [index('inspection_photos_inspection_idx').on(t.inspectionId)],
);

export type InspectionRow = typeof inspections.$inferSelect;
export type InspectionPhotoRow = typeof inspectionPhotos.$inferSelect;
