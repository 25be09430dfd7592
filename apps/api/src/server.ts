import { buildApp } from './app.js';
import { loadEnv } from './config/env.js';
import { createRuntime } from './runtime.js';

const env = loadEnv();
const runtime = await createRuntime(env);
const app = await buildApp(runtime.deps, { logger: true });

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: finishing requests in flight`);
  await app.close();
  await runtime.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(`Routier at ${env.appUrl} (database: ${runtime.deps.database.kind}, mail: ${runtime.deps.mailer.kind})`);
