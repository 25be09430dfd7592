import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

export type OrderFilter = { category: 'enclosed' | 'priority' | 'snowbirds'; value: string };

export const businessDetails = pgTable('business_details', {
  id: serial('id').primaryKey(),
  /** 3 dealer or 5 transport company */
  kind: smallint('kind').notNull(),
  /** dealer type: 1 Independent, 2 Franchise */
  type: smallint('type'),
  name: varchar('name', { length: 200 }),
  address: text('address'),
  city: varchar('city', { length: 120 }),
  province: varchar('province', { length: 2 }),
  zipCode: varchar('zip_code', { length: 10 }),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  email: varchar('email', { length: 255 }),
  phone: varchar('phone', { length: 20 }),
  dealerLicense: varchar('dealer_license', { length: 100 }),
  taxId: varchar('tax_id', { length: 100 }),
  cvor: varchar('cvor', { length: 20 }),
  usdot: varchar('usdot', { length: 30 }),
  iccmc: varchar('iccmc', { length: 30 }),
  insuranceCompanyName: varchar('insurance_company_name', { length: 200 }),
  policyNumber: varchar('policy_number', { length: 60 }),
  generalLiabilityCents: integer('general_liability_cents'),
  cargoInsuranceCents: integer('cargo_insurance_cents'),
  /** insurance expiry for carriers */
  expiryDate: date('expiry_date'),
  canPayWithInvoice: boolean('can_pay_with_invoice').notNull().default(false),
  isAuction: boolean('is_auction').notNull().default(false),
  /** carrier delivery types: 1 drive away, 2 flatbed, 3 haul away */
  shippingMethods: smallint('shipping_methods').array().notNull().default([]),
  /** carrier service regions (province codes) */
  provinces: varchar('provinces', { length: 2 }).array().notNull().default([]),
  orderFilters: jsonb('order_filters').$type<OrderFilter[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    businessDetailsId: integer('business_details_id')
      .notNull()
      .references(() => businessDetails.id),
    /** the discount in basis points (1000 = 10 %) */
    discountBp: integer('discount_bp').notNull(),
    expiryDate: timestamp('expiry_date', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('discounts_business_idx').on(t.businessDetailsId, t.expiryDate)],
);

export type BusinessDetailsRow = typeof businessDetails.$inferSelect;
