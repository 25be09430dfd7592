import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { basePort, seedDir, startServer } from './fixtures';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Migrates a fresh embedded database and loads the demo data once per run: a server starts on an empty
 * data folder and stops. Each worker's server then starts on a copy of it (fixtures.ts).
 */
export default async function globalSetup() {
  rmSync(`${root}${seedDir}`, { recursive: true, force: true });
  const server = await startServer(basePort(), seedDir);
  await server.stop();
}
