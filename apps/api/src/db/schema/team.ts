import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  boolean,
  timestamp,
  varchar,
  date,
  jsonb,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { businessDetails } from './business-details.js';
import { cars, orders, type OrderAddress } from './orders.js';
import { users } from './users.js';

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    businessDetailsId: integer('business_details_id')
      .notNull()
      .references(() => businessDetails.id),
    /** 1 flatbed truck, 2 haul truck */
    type: smallint('type').notNull(),
    licensePlate: varchar('license_plate', { length: 20 }).notNull(),
    capacity: smallint('capacity').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vehicles_business_idx').on(t.businessDetailsId),
    // one vehicle per plate in a company's fleet (spaces and dashes aside); a removed vehicle frees its plate
    uniqueIndex('vehicles_business_plate_uq')
      .on(t.businessDetailsId, sql`upper(regexp_replace(${t.licensePlate}, '[^A-Za-z0-9]', '', 'g'))`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** A load: part of a job carried by one driver with one vehicle. */
export const loads = pgTable(
  'loads',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    driverUserId: integer('driver_user_id').references(() => users.id),
    vehicleId: integer('vehicle_id').references(() => vehicles.id),
    /** driver task status: 11 assigned, 12 accepted, 13 rejected, 14 cancelled */
    status: smallint('status').notNull().default(11),
    /** last completed progress step 0..6 */
    progress: smallint('progress').notNull().default(0),
    origin: jsonb('origin').$type<Partial<OrderAddress>>(),
    destination: jsonb('destination').$type<Partial<OrderAddress>>(),
    dueDate: date('due_date'),
    /** server time of the "begin transport" step: the cars left the pickup (a delivery cannot be dated before) */
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('loads_order_idx').on(t.orderId), index('loads_driver_idx').on(t.driverUserId, t.status)],
);

export const loadCars = pgTable(
  'load_cars',
  {
    loadId: integer('load_id')
      .notNull()
      .references(() => loads.id, { onDelete: 'cascade' }),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.loadId, t.carId] })],
);
