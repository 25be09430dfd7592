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
import { releaseConnectionsOnEveryFailure } from './pool-transaction.js';
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
  /** PostgreSQL: the job queue's own small pool, so a full app pool does not stall the workers (and back) */
  jobsPool?: pg.Pool;
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
  /** PostgreSQL: connections of the job queue's own pool (default 2) */
  jobsPoolSize?: number;
  /** PostgreSQL limits; the defaults are DB_LIMITS */
  limits?: Partial<DatabaseLimits>;
  /**
   * Tests: a query sent on a connection that is still running another one throws, instead of waiting in the
   * driver's queue (parallel queries in one transaction: node-postgres deprecates them, pg@9 refuses them).
   */
  rejectConcurrentQueries?: boolean;
  log?: (line: string) => void;
};

export type DatabaseLimits = {
  /** how long a request waits for a free connection before it is answered 503 */
  acquireTimeoutMs: number;
  /** the server cancels a statement running longer than this */
  statementTimeoutMs: number;
  /** the server ends a session left idle inside a transaction this long (its locks are released) */
  idleInTransactionTimeoutMs: number;
};

export const DB_LIMITS: DatabaseLimits = {
  acquireTimeoutMs: 5_000,
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 30_000,
};

type QueueingClient = pg.PoolClient & { _activeQuery?: unknown; _queryQueue?: unknown[] };

/**
 * Every connection of the pool gets its own 'error' listener: node-postgres emits 'error' on a connection the
 * server closed (a restart, `pg_terminate_backend`, a network cut), and with nobody listening on a client that
 * is checked out (a transaction between two queries) the process would crash. The query in flight fails
 * instead (the error handler answers 503) and the pool drops the broken connection.
 */
const guardClient = (client: pg.PoolClient, opts: DatabaseOptions) => {
  const log = opts.log ?? ((line: string) => console.error(line));
  client.on('error', (error) => log(`[db] connection lost: ${error.message}`));
  if (!opts.rejectConcurrentQueries) return;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const c = client as QueueingClient;
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    // the rollback that follows the refusal waits its turn, so the refusal (and its stack) reaches the test
    if ((c._activeQuery || c._queryQueue?.length) && text !== 'rollback') {
      throw new Error(
        'A query was sent on a connection still running another one (parallel queries in one transaction): run them one after the other',
      );
    }
    return query(...args);
  };
};

const newPool = (url: string, max: number, limits: DatabaseLimits, opts: DatabaseOptions) => {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: limits.acquireTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
  });
  pool.on('connect', (client) => guardClient(client, opts));
  // an idle connection closed by the server: the client's own listener logs it, the pool replaces it
  pool.on('error', () => undefined);
  return pool;
};

/** PostgreSQL server when a URL is given, otherwise PGlite persisted in dataDir (or in memory with "memory://"). */
export const openDatabase = async (opts: DatabaseOptions): Promise<DatabaseHandle> => {
  if (opts.url) {
    const url = opts.url;
    const limits = { ...DB_LIMITS, ...opts.limits };
    const pool = newPool(url, opts.poolSize ?? 10, limits, opts);
    const jobsPool = newPool(url, opts.jobsPoolSize ?? 2, limits, opts);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    releaseConnectionsOnEveryFailure(db);
    return {
      db,
      kind: 'postgres',
      pool,
      jobsPool,
      // on a connection of its own without the statement timeout: a migration may build an index for minutes
      migrate: async () => {
        const single = new pg.Pool({ connectionString: url, max: 1 });
        single.on('connect', (client) => guardClient(client, opts));
        single.on('error', () => undefined);
        try {
          await migratePg(drizzlePg(single, { schema }) as never, { migrationsFolder });
        } finally {
          await single.end();
        }
      },
      close: async () => {
        await Promise.all([pool.end(), jobsPool.end()]);
      },
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
