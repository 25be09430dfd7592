import { LIVE_CHANNEL, type LiveMessage } from '@routier/domain';
import pg from 'pg';
import type { DatabaseHandle } from '../../db/client.js';
import type { SessionsEnded } from './publish.js';

export type LiveListener = { start: () => Promise<void>; stop: () => Promise<void> };

export type LiveListenerOptions = {
  onMessage: (message: LiveMessage) => void;
  /** sessions were taken away: their sockets must close */
  onSessionsEnded?: (ended: SessionsEnded) => void;
  /** the listener came back after losing its connection: messages may have been missed meanwhile */
  onReconnect: () => void;
  log: (line: string) => void;
  /** first wait before reconnecting; it doubles up to maxBackoffMs, with jitter */
  backoffMs?: number;
  maxBackoffMs?: number;
};

/** A channel payload, or null when it is not a live message (anyone with database access can NOTIFY). */
export const parseLiveMessage = (payload: string): LiveMessage | null => {
  try {
    const message = JSON.parse(payload) as Partial<LiveMessage> | null;
    const target = message?.target;
    const validTarget =
      !!target && (('userIds' in target && Array.isArray(target.userIds)) || ('roles' in target && Array.isArray(target.roles)));
    return validTarget && typeof message?.event?.kind === 'string' ? (message as LiveMessage) : null;
  } catch {
    return null;
  }
};

const isId = (n: unknown) => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;

/** A "sessions ended" payload, or null. */
export const parseSessionsEnded = (payload: string): SessionsEnded | null => {
  try {
    const ended = (JSON.parse(payload) as { sessionsEnded?: Partial<SessionsEnded> } | null)?.sessionsEnded;
    if (!ended || !isId(ended.userId)) return null;
    if (ended.tokenIds !== undefined && !(Array.isArray(ended.tokenIds) && ended.tokenIds.every(isId))) return null;
    if (ended.keepTokenId !== undefined && ended.keepTokenId !== null && !isId(ended.keepTokenId)) return null;
    return ended as SessionsEnded;
  } catch {
    return null;
  }
};

/**
 * The instance's one LISTEN on the live channel. PGlite (one process): its own `listen`. PostgreSQL: a
 * dedicated client outside the pool (a pooled connection would be handed to queries and lose the LISTEN),
 * reconnecting with exponential backoff and jitter when the connection drops.
 */
export const createLiveListener = (database: DatabaseHandle, options: LiveListenerOptions): LiveListener => {
  const receive = (payload: string | undefined) => {
    if (!payload) return;
    const message = parseLiveMessage(payload);
    if (message) return options.onMessage(message);
    const ended = parseSessionsEnded(payload);
    if (ended) options.onSessionsEnded?.(ended);
  };

  if (database.pglite) {
    const pglite = database.pglite;
    let unlisten: (() => Promise<void>) | null = null;
    return {
      start: async () => {
        unlisten = await pglite.listen(LIVE_CHANNEL, receive);
      },
      stop: async () => {
        // the database may already be closed (tests close it after the app)
        await unlisten?.().catch(() => undefined);
        unlisten = null;
      },
    };
  }

  const pool = database.pool;
  if (!pool) throw new Error('The live channel needs PGlite or a PostgreSQL pool');
  const base = options.backoffMs ?? 250;
  const max = options.maxBackoffMs ?? 15_000;
  let current: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | null = null;

  const connect = async () => {
    const client = new pg.Client(pool.options);
    client.on('notification', (n) => {
      if (n.channel === LIVE_CHANNEL) receive(n.payload);
    });
    client.on('error', (error) => options.log(`[live] listener connection error: ${error.message}`));
    client.on('end', () => {
      if (current !== client || stopped) return;
      current = null;
      options.log('[live] listener connection lost, reconnecting');
      schedule();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    current = client;
  };

  const schedule = () => {
    const delay = Math.min(max, base * 2 ** failures) * (0.5 + Math.random() / 2);
    timer = setTimeout(() => {
      timer = null;
      if (stopped) return;
      connect().then(
        () => {
          failures = 0;
          options.log('[live] listener reconnected');
          options.onReconnect();
        },
        (error: Error) => {
          failures += 1;
          options.log(`[live] listener reconnect failed: ${error.message}`);
          schedule();
        },
      );
    }, delay);
  };

  return {
    start: connect,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
    },
  };
};
