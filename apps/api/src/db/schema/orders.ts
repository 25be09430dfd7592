import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { TaxLine } from '@routier/domain';
import { businessDetails } from './business-details.js';
import { guests } from './guests.js';
import { users } from './users.js';

export type OrderAddress = {
  address: string;
  company: string | null;
  city: string;
  sublocality: string | null;
  province: string;
  country: 'CA' | 'US';
  lat: number;
  lng: number;
  zip_code: string;
  place_id: string | null;
};

/** Order numbers (RT-100101, RT-100102…) come from this sequence: unique under concurrency, never reused. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100101 });

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: varchar('order_number', { length: 20 }).notNull(),
    userId: integer('user_id').references(() => users.id),
    /** the customer's business (dealer and sub-dealers share it) */
    businessDetailsId: integer('business_details_id').references(() => businessDetails.id),
    guestId: integer('guest_id').references(() => guests.id),
    status: smallint('status').notNull().default(1),
    currentStep: smallint('current_step'),
    isAutoDispatch: boolean('is_auto_dispatch').notNull().default(false),
    isCreatedByAdmin: boolean('is_created_by_admin').notNull().default(false),
    isEditable: boolean('is_editable').notNull().default(true),
    isRejected: boolean('is_rejected').notNull().default(false),
    rejectComment: text('reject_comment'),
    usExternalType: smallint('us_external_type'),
    originTypeId: smallint('origin_type_id'),
    destinationTypeId: smallint('destination_type_id'),
    carsAmount: smallint('cars_amount').notNull().default(1),
    origin: jsonb('origin').$type<OrderAddress>(),
    destination: jsonb('destination').$type<OrderAddress>(),
    /** the pickup's province, kept by the database: the offers board filters and counts on it from its index alone */
    pickupProvince: varchar('pickup_province', { length: 2 }).generatedAlwaysAs(sql`(origin ->> 'province')`),
    fromCity: varchar('from_city', { length: 120 }),
    /**
     * The pickup as an offer shows it (city, province, first three characters of the postal code), folded to
     * lower case without accents by routier_shown_place (migration 0042): what the board's "from" search matches,
     * kept by the database so a search reads it instead of folding every row.
     */
    pickupPlace: text('pickup_place').generatedAlwaysAs(sql`routier_shown_place(from_city, origin)`),
    toCity: varchar('to_city', { length: 120 }),
    /** The destination as an offer shows it, folded: what the board's "to" search matches. */
    dropoffPlace: text('dropoff_place').generatedAlwaysAs(sql`routier_shown_place(to_city, destination)`),
    distanceKm: doublePrecision('distance_km'),
    deliveryDays: smallint('delivery_days'),
    shippingMethod: smallint('shipping_method'),
    isExpress: boolean('is_express').notNull().default(false),
    isEnclosed: boolean('is_enclosed').notNull().default(false),
    isAntique: boolean('is_antique').notNull().default(false),
    /** release form: true yes, false no, null unanswered (step 4) */
    releaseForm: boolean('release_form'),
    startAt: date('start_at'),
    dueDate: date('due_date'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    /** the transport company that holds the job */
    carrierBusinessId: integer('carrier_business_id').references(() => businessDetails.id),
    acceptedByTcAt: timestamp('accepted_by_tc_at', { withTimezone: true }),
    deliveredOnTime: boolean('delivered_on_time'),
    /** money in cents */
    dealerPriceCents: integer('dealer_price_cents'),
    dealerPriceTvaCents: integer('dealer_price_tva_cents'),
    dealerExpressPriceCents: integer('dealer_express_price_cents'),
    fuelFeeCents: integer('fuel_fee_cents').notNull().default(0),
    taxFeeCents: integer('tax_fee_cents').notNull().default(0),
    taxType: varchar('tax_type', { length: 10 }),
    /** one line per tax (GST/HST, PST, QST) with its rate in pcm and amount in cents; tax_fee_cents is their sum */
    taxLines: jsonb('tax_lines').$type<TaxLine[]>().notNull().default([]),
    /** the dealer discount applied, in basis points (1000 = 10 %) */
    discountBp: integer('discount_bp'),
    /** the dealer discount's amount taken off at checkout; null on orders booked before it was kept */
    discountCents: integer('discount_cents'),
    initialTcPriceCents: integer('initial_tc_price_cents'),
    performanceBonusCents: integer('performance_bonus_cents').notNull().default(0),
    performanceBonusBp: integer('performance_bonus_bp').notNull().default(500),
    /** what the carrier earns (domain carrierPriceCents), stored on every write of its inputs so lists sort on it */
    carrierPriceCents: integer('carrier_price_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** pricing and checkout */
    neededByDate: date('needed_by_date'),
    paidWithCard: boolean('paid_with_card'),
    couponId: integer('coupon_id'),
    couponCents: integer('coupon_cents').notNull().default(0),
    /** an auction customer paying by invoice was not charged the fuel fee (spec §6) */
    fuelFeeExcluded: boolean('fuel_fee_excluded').notNull().default(false),
    franchiseLocationId: integer('franchise_location_id'),
    isExpressBeforeNoon: boolean('is_express_before_noon'),
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.orderNumber),
    // The customers' lists: newest first by default, counted and paged by index-only scans.
    // The filter buttons' columns close each key, so a filtered page and its capped count read the index alone.
    index('orders_user_idx')
      .on(t.userId, t.createdAt, t.id, t.status, t.isAutoDispatch, t.isCreatedByAdmin, t.isEditable)
      .where(sql`${t.deletedAt} is null`),
    index('orders_business_idx')
      .on(t.businessDetailsId, t.createdAt, t.id, t.status, t.isAutoDispatch, t.isCreatedByAdmin, t.isEditable)
      .where(sql`${t.deletedAt} is null`),
    // Search by order number (prefix, any case).
    index('orders_number_trgm_idx').using('gin', sql`${t.orderNumber} gin_trgm_ops`),
    // …as a range of this one: the start of the number, upper-cased (every number shares "RT-", whose trigrams
    // every order holds: a trigram search of a number reads them all)
    index('orders_number_prefix_idx').using('btree', sql`upper(${t.orderNumber}) text_pattern_ops`),
    index('orders_carrier_idx').on(t.carrierBusinessId, t.acceptedByTcAt),
    // A carrier's jobs of some statuses (active jobs, filter 1 and 2): counted and paged by index-only scans.
    index('orders_carrier_jobs_idx')
      .on(t.carrierBusinessId, t.status, t.acceptedByTcAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    // …and its default order (newest accepted first): a page walks it and stops after 15 jobs of the filter's statuses
    index('orders_carrier_jobs_accepted_idx')
      .on(t.carrierBusinessId, t.acceptedByTcAt.desc().nullsLast(), t.id.desc().nullsFirst(), t.status)
      .where(sql`${t.deletedAt} is null`),
    // The dashboards: a business's orders and a carrier's jobs aggregated by index-only scans.
    index('orders_business_dashboard_idx')
      .on(
        t.businessDetailsId,
        t.status,
        t.shippingMethod,
        t.bookedAt,
        t.completedAt,
        t.dealerPriceCents,
        t.fuelFeeCents,
        t.taxFeeCents,
      )
      .where(sql`${t.deletedAt} is null`),
    index('orders_carrier_dashboard_idx')
      .on(t.carrierBusinessId, t.status, t.completedAt, t.dueDate, t.deliveredOnTime, t.carrierPriceCents)
      .where(sql`${t.deletedAt} is null`),
    index('orders_status_idx')
      .on(t.status)
      .where(sql`${t.deletedAt} is null`),
    // The offers board: open offers (booked, held by nobody) by pickup province and method, in due-date order.
    index('orders_offers_idx')
      .on(t.pickupProvince, t.shippingMethod, t.dueDate, t.id)
      .where(sql`${t.deletedAt} is null and ${t.carrierBusinessId} is null and ${t.status} in (3, 8)`),
    // …and its default order (soonest due first): a page walks this one and stops after 15 rows in reach, a
    // typed "from" place checked on the index entries too
    index('orders_offers_due_idx')
      .on(t.dueDate, t.id, t.pickupProvince, t.shippingMethod, t.pickupPlace)
      .where(sql`${t.deletedAt} is null and ${t.carrierBusinessId} is null and ${t.status} in (3, 8)`),
    // …and its highest paying first, the same way
    index('orders_offers_price_idx')
      .on(t.carrierPriceCents.desc().nullsLast(), t.id.desc().nullsFirst(), t.pickupProvince, t.shippingMethod, t.pickupPlace)
      .where(sql`${t.deletedAt} is null and ${t.carrierBusinessId} is null and ${t.status} in (3, 8)`),
    // The board's typed places (any part, folded): the offers whose place holds the text, by trigram.
    index('orders_offers_pickup_place_idx')
      .using('gin', sql`${t.pickupPlace} gin_trgm_ops`)
      .where(sql`${t.deletedAt} is null and ${t.carrierBusinessId} is null and ${t.status} in (3, 8)`),
    index('orders_offers_dropoff_place_idx')
      .using('gin', sql`${t.dropoffPlace} gin_trgm_ops`)
      .where(sql`${t.deletedAt} is null and ${t.carrierBusinessId} is null and ${t.status} in (3, 8)`),
  ],
);

export const cars = pgTable(
  'cars',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carNumber: smallint('car_number').notNull().default(1),
    vin: varchar('vin', { length: 17 }),
    type: smallint('type'),
    make: varchar('make', { length: 60 }),
    model: varchar('model', { length: 80 }),
    year: smallint('year'),
    isOperable: boolean('is_operable').notNull().default(true),
    isModified: boolean('is_modified').notNull().default(false),
    comments: varchar('comments', { length: 120 }),
    enclosed: boolean('enclosed').notNull().default(false),
    isAntique: boolean('is_antique').notNull().default(false),
    width: integer('width'),
    height: integer('height'),
    length: integer('length'),
    weight: integer('weight'),
    isDelivered: boolean('is_delivered').notNull().default(false),
    lastPosition: jsonb('last_position').$type<{ lat: number; lng: number; address: string | null }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cars_order_idx').on(t.orderId),
    // Search by any part of a VIN, any case.
    index('cars_vin_trgm_idx').using('gin', sql`${t.vin} gin_trgm_ops`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
