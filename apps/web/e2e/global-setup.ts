import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundleServer } from '../../api/scripts/bundle-server.mjs';
import { adminQuery, basePort, postgresServerUrl, seedDatabase, seedDir, startServer } from './fixtures';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Bundles the API server, migrates a fresh database and loads the demo data once per run: a server starts on an empty data folder
 * (and, with E2E_DATABASE_URL, an empty PostgreSQL database) and stops. Each worker's server then starts on
 * a copy of both (fixtures.ts).
 */
export default async function globalSetup() {
  // every server of the run starts from one bundle of the API's current source (workers inherit the variable)
  process.env.E2E_SERVER_BUNDLE = await bundleServer();
  rmSync(`${root}${seedDir}`, { recursive: true, force: true });
  if (postgresServerUrl()) {
    await adminQuery(`DROP DATABASE IF EXISTS ${seedDatabase} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${seedDatabase}`);
  }
  const server = await startServer(basePort(), seedDir, postgresServerUrl() ? seedDatabase : undefined);
  await server.stop();
  if (postgresServerUrl()) return () => adminQuery(`DROP DATABASE IF EXISTS ${seedDatabase} WITH (FORCE)`);
}
