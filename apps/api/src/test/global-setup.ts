import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';

const migrationsDir = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Creating and migrating a database costs seconds; copying a migrated one costs well under one.
 * PGlite: build the migrated template once (keyed by the migrations' content) and keep its dump for
 * every test file and later runs. PostgreSQL (TEST_DB=postgres): migrate one template database per run;
 * each test file's database is a copy of it (CREATE DATABASE ... TEMPLATE), and the template is dropped
 * when the run ends.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) {
    project.provide('pgliteTemplate', await pgliteTemplate());
    project.provide('postgresTemplate', '');
    return;
  }
  // on PostgreSQL no test file opens a PGlite copy (test-db.ts): the embedded template is not built
  project.provide('pgliteTemplate', '');
  const name = `routier_template_${randomBytes(6).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Copies need a template nobody is connected to: migrate, then close every connection.
  const handle = await openDatabase({ url: url.toString(), poolSize: 1 });
  await handle.migrate();
  await handle.close();
  project.provide('postgresTemplate', name);
  return () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

const pgliteTemplate = async () => {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(readFileSync(path.join(migrationsDir, file)));
  }
  const template = path.join(tmpdir(), `routier-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(template)) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await handle.migrate();
    const dump = await handle.pglite!.dumpDataDir('none');
    await handle.close();
    const partial = `${template}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, template);
  }
  return template;
};

// Declaration merging needs an interface.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'vitest' {
  export interface ProvidedContext {
    /** the migrated PGlite dump's file */
    pgliteTemplate: string;
    /** the migrated PostgreSQL database test files copy (TEST_DB=postgres), else empty */
    postgresTemplate: string;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */
