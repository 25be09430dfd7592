import { doublePrecision, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { businessDetails } from './business-details.js';

/** A franchise dealer's other locations; an order can be billed to one of them instead of the main company. */
export const franchiseLocations = pgTable(
  'franchise_locations',
  {
    id: serial('id').primaryKey(),
    businessDetailsId: integer('business_details_id')
      .notNull()
      .references(() => businessDetails.id),
    name: varchar('name', { length: 200 }).notNull(),
    address: text('address').notNull(),
    city: varchar('city', { length: 120 }),
    province: varchar('province', { length: 2 }),
    zipCode: varchar('zip_code', { length: 10 }),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('franchise_locations_business_idx').on(t.businessDetailsId)],
);
export type FranchiseLocationRow = typeof franchiseLocations.$inferSelect;
