import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { businessDetails } from './business-details.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** null until a social sign-in user completes registration */
    role: smallint('role'),
    active: boolean('active').notNull().default(false),
    email: varchar('email', { length: 255 }).notNull(),
    passwordHash: text('password_hash'),
    firstName: varchar('first_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }),
    phone: varchar('phone', { length: 20 }),
    postalCode: varchar('postal_code', { length: 10 }),
    businessDetailsId: integer('business_details_id').references(() => businessDetails.id),
    /** the dealer of a sub-dealer, the company owner of a dispatcher or driver */
    parentId: integer('parent_id'),
    title: smallint('title'),
    /** a dispatcher's provinces (chosen by his transport company) */
    provinces: varchar('provinces', { length: 2 }).array().notNull().default([]),
    newUser: boolean('new_user').notNull().default(false),
    locale: varchar('locale', { length: 2 }).notNull().default('en'),
    redirectToAdminPanel: boolean('redirect_to_admin_panel').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    profileImagePath: text('profile_image_path'),
    address: text('address'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    dealerPlateNumber: varchar('dealer_plate_number', { length: 30 }),
    hasNewsletterFlag: boolean('has_newsletter_flag').notNull().default(false),
    googleSub: varchar('google_sub', { length: 255 }),
    appleSub: varchar('apple_sub', { length: 255 }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** set when an admin withdraws the approval, cleared when approved again */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** set when an operator deactivates the account: no sign-in at all until he reactivates it */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** set when an admin declines the application, with the reason mailed to the applicant */
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * An invitation (driver, sub-dealer, dispatcher) not accepted yet: it does not hold the address, which may
     * still register or be invited by another business; it becomes an account when the invitee sets a password.
     */
    invitationPending: boolean('invitation_pending').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one account per address; pending invitations aside, at most one per business and address
    uniqueIndex('users_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`not ${t.invitationPending}`),
    uniqueIndex('users_pending_invitation_unique')
      .on(sql`lower(${t.email})`, t.businessDetailsId)
      .where(sql`${t.invitationPending}`),
    index('users_business_details_idx').on(t.businessDetailsId),
    index('users_pending_idx').on(t.active, t.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
