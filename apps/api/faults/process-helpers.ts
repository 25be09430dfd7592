import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A port nothing listens on now, for a server process of the fault suite. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Polls `check` until it holds, failing after `ms`: the fault suite waits for conditions, never for a time. */
export const waitFor = async (what: string, check: () => boolean | Promise<boolean>, ms = 90_000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`gave up waiting: ${what}`);
    await sleep(100);
  }
};
