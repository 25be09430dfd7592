import { count, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

export type Prepared<R> = { execute: (values: Record<string, unknown>) => Promise<R> };

/** Prepared statements by name, once per database (a transaction runs them unprepared). */
const preparedByDb = new WeakMap<object, Map<string, Prepared<unknown>>>();

/**
 * A named prepared statement, built once per database: a request neither builds nor parses its SQL. For
 * statements whose plan does not depend on their values (PostgreSQL may keep one generic plan).
 */
export const preparedOnce = <R>(db: DbOrTx, name: string, build: () => Prepared<R>): Prepared<R> => {
  let statements = preparedByDb.get(db);
  if (!statements) preparedByDb.set(db, (statements = new Map()));
  let statement = statements.get(name) as Prepared<R> | undefined;
  if (!statement) statements.set(name, (statement = build()));
  return statement;
};

/**
 * A statement built once per database and sent unnamed on each call: Node skips building its SQL, while
 * PostgreSQL parses and plans it with the call's values (a plan that depends on them, such as a typed place's).
 */
export const builtOnce = <R>(db: DbOrTx, key: string, build: () => { prepare: (name: string) => Prepared<R> }): Prepared<R> =>
  preparedOnce(db, `unnamed:${key}`, () => {
    const query = build();
    return (query.prepare as (name?: string) => Prepared<R>).call(query);
  });

/**
 * `select count(*)` of a table's rows matching `where`, stopping at `cap` (null counts them all): the walk of
 * a list's index stops there, however many rows match. A placeholder cap suits a prepared statement.
 */
export const countUpTo = (db: DbOrTx, table: PgTable, where: SQL | undefined, cap: number | null | Placeholder) => {
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where);
  return db.select({ n: count() }).from((cap === null ? matching : matching.limit(cap)).as('matching'));
};
