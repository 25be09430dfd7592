import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = fileURLToPath(new URL('../', import.meta.url));
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
  );

/** Each table (by its name in db/schema) and the one file that queries it. */
const OWNERS: Record<string, string> = {
  ratings: 'features/reviews/reviews.repository.ts',
  users: 'features/users/users.repository.ts',
  businessDetails: 'features/users/users.repository.ts',
  discounts: 'features/users/users.repository.ts',
  accessTokens: 'features/auth/auth.repository.ts',
  oneTimeTokens: 'features/auth/auth.repository.ts',
  orders: 'features/orders/orders.repository.ts',
  cars: 'features/orders/orders.repository.ts',
  loads: 'features/loads/loads.repository.ts',
  loadCars: 'features/loads/loads.repository.ts',
  vehicles: 'features/loads/loads.repository.ts',
  contacts: 'features/orders/order-contacts.repository.ts',
  contactDetails: 'features/orders/order-contacts.repository.ts',
  releaseFormFiles: 'features/orders/order-contacts.repository.ts',
  devMails: 'platform/mail/dev-mailbox.ts',
  mailDeliveries: 'platform/mail/delivery-log.ts',
  liveTicketUses: 'features/live/live.repository.ts',
  signInFailures: 'features/auth/auth.repository.ts',
  fuelFeeClaims: 'features/fuel-fee-claims/fuel-fee-claims.repository.ts',
  insuranceProposals: 'features/accounts/accounts.repository.ts',
  newsletterCoupons: 'features/newsletter/newsletter.repository.ts',
  rateLimitHits: 'platform/rate-limit/store.ts',
  rateCards: 'features/pricing/pricing.repository.ts',
  coupons: 'features/coupons/coupons.repository.ts',
  newsletterSignups: 'features/newsletter/newsletter.repository.ts',
  changelogs: 'features/changelog/changelog.repository.ts',
  auditLog: 'features/audit/audit.repository.ts',
  franchiseLocations: 'features/accounts/accounts.repository.ts',
  insuranceFiles: 'features/accounts/accounts.repository.ts',
  insuranceReminders: 'features/accounts/accounts.repository.ts',
  payments: 'features/checkout/checkout.repository.ts',
  guests: 'features/guests/guests.repository.ts',
  usedCaptchaChallenges: 'features/guests/guests.repository.ts',
  savedCards: 'features/checkout/checkout.repository.ts',
  sandboxPaymentIntents: 'platform/payments/sandbox.ts',
  sandboxRefunds: 'platform/payments/sandbox.ts',
  paymentRefunds: 'features/checkout/checkout.repository.ts',
  carFiles: 'features/orders/car-files.repository.ts',
  inspections: 'features/inspections/inspections.repository.ts',
  inspectionPhotos: 'features/inspections/inspections.repository.ts',
  loadDeliveries: 'features/loads/load-progress.repository.ts',
  loadFiles: 'features/loads/load-progress.repository.ts',
  offerViews: 'features/offers/offers.repository.ts',
  bids: 'features/bids/bids.repository.ts',
  driverLicenses: 'features/team/team.repository.ts',
  orderRequests: 'features/order-requests/order-requests.repository.ts',
  issueReports: 'features/order-requests/order-requests.repository.ts',
  orderLogs: 'features/order-log/order-log.repository.ts',
  orderLogFiles: 'features/order-log/order-log.repository.ts',
  invoices: 'features/billing/billing.repository.ts',
  notifications: 'features/notifications/notifications.repository.ts',
  notificationMutes: 'features/notifications/notifications.repository.ts',
  orderCancellations: 'features/orders/orders.repository.ts',
  orderStatusChanges: 'features/orders/orders.repository.ts',
  quotePrices: 'features/auto-dispatch/auto-dispatch.repository.ts',
  quoteDeclines: 'features/auto-dispatch/auto-dispatch.repository.ts',
};

/**
 * Statements that name tables outside their owner, each prepared once per database because it runs on
 * (nearly) every request: splitting them per owner would add round trips to every request.
 */
const PREPARED_EXCEPTIONS: Record<string, string[]> = {
  // the session of a bearer token: token, user, business and current discounts in one statement
  'plugins/auth.ts': ['accessTokens', 'users', 'businessDetails', 'discounts'],
  // GET /health/db: the single indexed SELECT the load balancers and the benchmark measure
  'features/health/health.routes.ts': ['users'],
};

/** The tables defined in db/schema: `export const x = pgTable(`. */
const schemaTables = () =>
  sourceFiles(path.join(srcDir, 'db/schema')).flatMap((f) =>
    [...readFileSync(f, 'utf8').matchAll(/export const (\w+) = pgTable\(/g)].map((m) => m[1]),
  );

/** A Drizzle query naming the table as its target or a joined table, or raw SQL selecting from or joining it. */
const queriesTable = (code: string, table: string) =>
  new RegExp(`\\.(from|insert|update|delete|(inner|left|right|full|cross)Join)\\(\\s*${table}\\b`).test(code) ||
  new RegExp(`\\b(from|join)\\s+\\$\\{${table}\\}`).test(code);

/** Application code: tests and their fixtures (test/) set up rows directly and are not scanned. */
const appFiles = () =>
  sourceFiles(srcDir)
    .map((f) => path.relative(srcDir, f).split(path.sep).join('/'))
    .filter((f) => !f.endsWith('.test.ts') && !f.startsWith('test/'));

const filesQuerying = (table: string) =>
  appFiles().filter((f) => queriesTable(readFileSync(path.join(srcDir, f), 'utf8'), table));

describe('one repository per table', () => {
  it('names an owner for every table of the schema', () => {
    expect(Object.keys(OWNERS).sort()).toEqual(schemaTables().sort());
  });

  it.each(Object.entries(OWNERS))('queries %s only in %s', (table, owner) => {
    const allowed = Object.entries(PREPARED_EXCEPTIONS)
      .filter(([, tables]) => tables.includes(table))
      .map(([file]) => file);
    expect(filesQuerying(table).filter((f) => !allowed.includes(f))).toEqual([owner]);
  });

  it('recognises a query in any file outside the owner (the scan itself works)', () => {
    expect(queriesTable('db.select().from(users).where(x)', 'users')).toBe(true);
    expect(queriesTable('db.select().from(accessTokens).innerJoin(users, on)', 'users')).toBe(true);
    expect(queriesTable('await tx\n    .insert(cars)\n    .values(rows)', 'cars')).toBe(true);
    expect(queriesTable('sql`select 1 from ${discounts} where x`', 'discounts')).toBe(true);
    expect(queriesTable('eq(orders.carrierBusinessId, id)', 'orders')).toBe(false);
    expect(queriesTable('db.select().from(usersArchive)', 'users')).toBe(false);
  });
});
