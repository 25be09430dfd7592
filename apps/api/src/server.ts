import { Server } from 'node:net';
import { buildApp } from './app.js';
import { loadEnv } from './config/env.js';
import { DataFolderInUse } from './db/data-lock.js';
import { createRuntime } from './runtime.js';

/** Whatever happens, the process is gone this long after the first SIGTERM/SIGINT. */
const HARD_EXIT_MS = 8_000;
/** Requests still running this long after the signal are cut so the database can close cleanly in time. */
const DRAIN_MS = 5_000;
/** How long busy keep-alive connections get to receive a `Connection: close` answer before idle ones are closed. */
const HANDOFF_MS = 500;

const env = loadEnv();
const runtime = await createRuntime(env).catch((error: unknown) => {
  if (!(error instanceof DataFolderInUse)) throw error;
  console.error(error.message);
  process.exit(1);
});
const app = await buildApp(runtime.deps, { logger: true });

let closing = false;
// While draining, every answer tells the client to close its connection after reading it.
app.server.prependListener('request', (_request, response) => {
  if (closing && !response.headersSent) response.setHeader('Connection', 'close');
});

/**
 * Drain: stop accepting connections; let clients busy on keep-alive connections get their answer with
 * `Connection: close` (closing a connection the client is reusing at that instant would reset its request);
 * then close the idle connections, let requests in flight finish and close the database (PGlite writes its
 * files on close). Slow clients get DRAIN_MS; the process never outlives HARD_EXIT_MS. Repeated signals (a
 * terminal's Ctrl-C reaches both npm and this process) are ignored.
 */
const shutdown = async (signal: NodeJS.Signals) => {
  if (closing) return;
  closing = true;
  const started = Date.now();
  setTimeout(() => {
    app.log.error(`${signal}: still not closed after ${HARD_EXIT_MS} ms, exiting`);
    process.exit(1);
  }, HARD_EXIT_MS).unref();
  const cut = setTimeout(() => {
    app.log.warn(`${signal}: closing the connections of requests still running after ${DRAIN_MS} ms`);
    app.server.closeAllConnections();
  }, DRAIN_MS);
  cut.unref();
  app.log.info(`${signal}: finishing requests in flight`);
  // the job workers stop now, alongside the requests: a job still running when they give up is handed back
  // to the queue (retried in seconds), and the pool closes only after them
  const jobsStopped = runtime.deps.jobs.stop().catch((error: unknown) => app.log.error(error, 'error while stopping the jobs'));
  let code = 0;
  try {
    // http.Server#close would also close idle keep-alive connections at once: stop listening only, and
    // close the idle ones once busy clients have had their `Connection: close` answer.
    const allClosed = new Promise((resolve) => Server.prototype.close.call(app.server, resolve));
    // live sockets never end on their own: close them now (the browsers reconnect to another instance)
    app.live.closeAll();
    await new Promise((resolve) => setTimeout(resolve, HANDOFF_MS));
    app.server.closeIdleConnections();
    await allClosed;
    clearTimeout(cut);
    await app.close();
    await jobsStopped;
    await runtime.close();
  } catch (error) {
    app.log.error(error, 'error while shutting down');
    code = 1;
  }
  app.log.info(`stopped in ${Date.now() - started} ms`);
  process.exit(code);
};
process.on('SIGINT', (signal) => void shutdown(signal));
process.on('SIGTERM', (signal) => void shutdown(signal));

// Under `npm start` npm is this process's parent: `kill -9` of npm cannot be forwarded, and the server would
// live on as an orphan holding the port and the data folder. It notices its parent is gone and stops.
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    app.log.warn('npm, which started this server, is gone: stopping');
    void shutdown('SIGTERM');
  }, 500);
  watch.unref();
}

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(`Routier at ${env.appUrl} (database: ${runtime.deps.database.kind}, mail: ${runtime.deps.mailer.kind})`);
