import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type DatabaseLimits } from '../db/client.js';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL when TEST_DB=postgres (both copied from a template
 * migrated once per run).
 */
export type TestDatabaseOptions = { poolSize?: number; limits?: Partial<DatabaseLimits> };

export const openTestDatabase = async (opts: TestDatabaseOptions = {}): Promise<DatabaseHandle> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) {
    const template = new Blob([await readFile(inject('pgliteTemplate'))]);
    return openDatabase({ dataDir: 'memory://', loadDataDir: template });
  }
  // A copy of the database global-setup.ts migrated once for the run: copying is much cheaper than migrating.
  return openServerDatabase(serverUrl, 'routier_test', opts.poolSize ?? 4, {
    limits: opts.limits,
    template: inject('postgresTemplate'),
  });
};

/**
 * A new database on a PostgreSQL server, dropped when the handle closes: empty, or a copy of `template`
 * (which must have no open connection).
 */
export const openServerDatabase = async (
  serverUrl: string,
  prefix: string,
  poolSize: number,
  { limits, template }: { limits?: Partial<DatabaseLimits>; template?: string } = {},
): Promise<DatabaseHandle> => {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // parallel queries in one transaction fail the test instead of waiting in the driver's queue
  const handle = await openDatabase({
    url: url.toString(),
    poolSize,
    limits,
    rejectConcurrentQueries: true,
    log: () => undefined,
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
};
