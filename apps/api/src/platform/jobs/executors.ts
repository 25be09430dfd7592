import type PgBoss from 'pg-boss';
import type { DatabaseHandle, DbOrTx } from '../../db/client.js';

type Rows = { rows: unknown[] };

/**
 * pg-boss's own statements (polling, completing, maintenance, schema creation) on the app's database.
 * PGlite runs SQL without values through `exec`, because pg-boss creates its schema with several
 * statements in one string, and the rest through `query`. On PostgreSQL they use the queue's own pool. PGlite serialises queries, so these wait
 * their turn behind the app's transactions.
 */
export const databaseExecutor = (database: DatabaseHandle): PgBoss.Db => ({
  executeSql: async (text: string, values?: unknown[]): Promise<Rows> => {
    const { pglite } = database;
    if (pglite) {
      if (!values?.length) return { rows: (await pglite.exec(text)).at(-1)?.rows ?? [] };
      return pglite.query(text, values);
    }
    // its own small pool: a full app pool does not stall the workers, nor the workers the requests
    const pool = database.jobsPool ?? database.pool;
    if (!pool) throw new Error('The job queue needs a PGlite or PostgreSQL database');
    return pool.query(text, values);
  },
});

/**
 * The same statements inside a Drizzle transaction: a job sent through this executor is committed or
 * rolled back with the rows it follows. The text goes to the driver as it is (pg-boss reuses its
 * numbered parameters, which a rebuilt query would renumber).
 */
export const transactionExecutor = (tx: DbOrTx): PgBoss.Db => ({
  executeSql: async (text: string, values: unknown[] = []): Promise<Rows> => {
    const query = tx._.session.prepareQuery({ sql: text, params: values }, undefined, undefined, false);
    return (await query.execute()) as Rows;
  },
});
