import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type pg from 'pg';

type SessionInternals = {
  client: pg.Pool;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
  transaction: (fn: (tx: unknown) => Promise<unknown>, config?: PgTransactionConfig) => Promise<unknown>;
};

/**
 * Drizzle's node-postgres transaction sends `begin` before the `try` whose `finally` gives the connection
 * back: a connection that failed `begin` (its backend terminated, the pool not yet told) was never released,
 * and a few of them left the pool with no connection to lend, every request answering 503 until a restart.
 * This transaction gives the connection back whatever fails, and drops it from the pool when `begin` or
 * `rollback` failed on it (its state is then unknown).
 */
export const releaseConnectionsOnEveryFailure = (db: object) => {
  const session = (db as { session: SessionInternals }).session;
  const pool = session.client;
  session.transaction = async (fn, config) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      const txSession = new NodePgSession(client, session.dialect, session.schema, session.options);
      const tx = new NodePgTransaction(session.dialect, txSession, session.schema as never);
      const settings = config
        ? (tx as unknown as { getTransactionConfigSQL: (c: PgTransactionConfig) => unknown }).getTransactionConfigSQL(config)
        : undefined;
      await tx.execute(settings ? sql`begin ${settings}` : sql`begin`).catch((error: Error) => {
        broken = error;
        throw error;
      });
      try {
        const result = await fn(tx);
        await tx.execute(sql`commit`);
        return result;
      } catch (error) {
        await tx.execute(sql`rollback`).catch((rollbackError: Error) => (broken = rollbackError));
        throw error;
      }
    } finally {
      client.release(broken);
    }
  };
};
