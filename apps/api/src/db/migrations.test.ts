import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { createOrder } from '../features/orders/orders.service.js';
import { openServerDatabase } from '../test/test-db.js';
import { openDatabase, type DatabaseHandle } from './client.js';
import { discounts, orders, users } from './schema/index.js';

const migrationsDir = fileURLToPath(new URL('../../drizzle', import.meta.url));
type Journal = { entries: { idx: number; tag: string }[] };

/** A migrations folder holding only the released set: the 0000 journal entry, its SQL and its snapshot. */
const releasedMigrations = (): string => {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as Journal;
  const first = journal.entries.find((e) => e.idx === 0)!;
  const dir = mkdtempSync(path.join(tmpdir(), 'routier-released-'));
  mkdirSync(path.join(dir, 'meta'));
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: [first] }));
  copyFileSync(path.join(migrationsDir, `${first.tag}.sql`), path.join(dir, `${first.tag}.sql`));
  copyFileSync(path.join(migrationsDir, 'meta/0000_snapshot.json'), path.join(dir, 'meta/0000_snapshot.json'));
  return dir;
};

/** An empty database: PGlite in memory, or a new database on the TEST_DATABASE_URL server when TEST_DB=postgres. */
const openEmptyDatabase = async (): Promise<DatabaseHandle> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) return openDatabase({ dataDir: 'memory://' });
  return openServerDatabase(serverUrl, 'routier_upgrade', 2);
};

const migrateWith = (handle: DatabaseHandle, migrationsFolder: string) =>
  handle.kind === 'pglite'
    ? migratePglite(handle.db as never, { migrationsFolder })
    : migratePg(handle.db as never, { migrationsFolder });

describe('upgrading a database made by the released migrations', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openEmptyDatabase();
    await migrateWith(handle, releasedMigrations());
    // Rows written the way the released version wrote them: its columns, its units (percents).
    for (const statement of [
      sql`insert into business_details (id, kind, name, province) values (7001, 3, 'Old Motors', 'QC')`,
      sql`insert into discounts (business_details_id, percent, expiry_date) values (7001, 12.5, '2030-01-01T00:00:00Z')`,
      sql`insert into users (id, role, email, active, business_details_id)
        values (7001, 3, 'old.dealer@example.test', true, 7001)`,
      sql`insert into orders (order_number, user_id, business_details_id, status, dealer_price_cents, fuel_fee_cents,
          tax_fee_cents, tax_type, tax_percent, dealer_price_tva_cents, discount_percent, initial_tc_price_cents,
          performance_bonus_cents, delivered_on_time)
        values ('RT-100150', 7001, 7001, 5, 100000, 3000, 15424, 'GST+QST', 14.975, 118424, 10, 85000, 4250, true),
               ('RT-100149', 7001, 7001, 3, 20000, 600, 2678, 'HST', 13, 23278, null, 17000, 850, null),
               ('RT-100148', 7001, 7001, 1, null, 0, 0, null, null, null, null, null, 0, null)`,
    ])
      await handle.db.execute(statement);
    await handle.migrate();
  });
  afterAll(() => handle?.close());

  it('keeps the users and orders written before the upgrade', async () => {
    const [user] = await handle.db.select().from(users).where(eq(users.id, 7001));
    expect(user).toMatchObject({ email: 'old.dealer@example.test', role: 3, active: true, locale: 'en' });
    const rows = await handle.db.select().from(orders).where(eq(orders.userId, 7001)).orderBy(orders.orderNumber);
    expect(rows.map((o) => [o.orderNumber, o.status, o.dealerPriceTvaCents])).toEqual([
      ['RT-100148', 1, null],
      ['RT-100149', 3, 23278],
      ['RT-100150', 5, 118424],
    ]);
  });

  it('turns percents into basis points and gives new columns their defaults', async () => {
    const [discount] = await handle.db.select().from(discounts).where(eq(discounts.businessDetailsId, 7001));
    expect(discount.discountBp).toBe(1_250);
    const byNumber = Object.fromEntries((await handle.db.select().from(orders)).map((o) => [o.orderNumber, o]));
    expect(byNumber['RT-100150']).toMatchObject({ discountBp: 1_000, performanceBonusBp: 500 });
    expect(byNumber['RT-100149']).toMatchObject({ discountBp: null, performanceBonusBp: 500 });
    expect(byNumber['RT-100148']).toMatchObject({ taxLines: [], carrierPriceCents: null, performanceBonusBp: 500 });
  });

  it('splits the tax charged into lines that add up to it', async () => {
    const byNumber = Object.fromEntries((await handle.db.select().from(orders)).map((o) => [o.orderNumber, o]));
    expect(byNumber['RT-100150'].taxLines).toEqual([
      { kind: 'GST', rate_pcm: 5_000, cents: 5_150 },
      { kind: 'QST', rate_pcm: 9_975, cents: 10_274 },
    ]);
    expect(byNumber['RT-100149'].taxLines).toEqual([{ kind: 'HST', rate_pcm: 13_000, cents: 2_678 }]);
  });

  it('stores the carrier price of existing jobs', async () => {
    const byNumber = Object.fromEntries((await handle.db.select().from(orders)).map((o) => [o.orderNumber, o]));
    expect(byNumber['RT-100150'].carrierPriceCents).toBe(85_000 + 3_000 + 4_250);
    expect(byNumber['RT-100149'].carrierPriceCents).toBe(17_000 + 600);
  });

  it('numbers new orders after the highest number issued before the upgrade', async () => {
    expect((await createOrder(handle, { userId: 7001 })).orderNumber).toBe('RT-100151');
    expect((await createOrder(handle, { userId: 7001 })).orderNumber).toBe('RT-100152');
  });
});
