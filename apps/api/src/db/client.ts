import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** raw PGlite instance (embedded only), used by the live channel */
  pglite?: PGlite;
  pool?: pg.Pool;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type DatabaseOptions = {
  url?: string;
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: start from a dump of an already migrated database (tests) */
  loadDataDir?: Blob;
};

/** PostgreSQL server when a URL is given, otherwise PGlite persisted in dataDir (or in memory with "memory://"). */
export const openDatabase = async (opts: DatabaseOptions): Promise<DatabaseHandle> => {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // An idle connection closed by the server must not crash the process; the pool replaces it.
    pool.on('error', (error) => console.error(`[db] idle connection error: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // The extensions the migrations create (accent-insensitive search) must be loaded on every open.
  const extensions = { unaccent, pg_trgm };
  const client = await PGlite.create(dataDir, opts.loadDataDir ? { extensions, loadDataDir: opts.loadDataDir } : { extensions });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
};
