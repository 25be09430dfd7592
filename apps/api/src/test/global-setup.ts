import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';

const migrationsDir = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Creating and migrating a PGlite database costs seconds; loading a dump of one costs well under one.
 * Build the migrated template once per run (keyed by the migrations' content) for every test file.
 */
export default async function setup(project: TestProject) {
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
  project.provide('pgliteTemplate', template);
}

// Declaration merging needs an interface.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */
