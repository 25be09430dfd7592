import type { LiveMessage } from '@routier/domain';
import type { WebSocket } from 'ws';
import type { SessionsEnded } from './publish.js';

/** One open socket of a signed-in user. */
export type LiveClient = {
  userId: number;
  role: number | null;
  /** the session (bearer token id) the socket's ticket was issued to; null only in tests of the hub */
  tokenId: number | null;
  socket: WebSocket;
  alive: boolean;
};

/** Close codes the browser reads: after REPLACED it stays closed; after the others it reconnects. */
export const LiveCloseCode = {
  /** the server is shutting down or restarting: reconnect (to another instance) */
  goingAway: 1001,
  /** the instance lost its database listener, so events may have been missed: reconnect and catch up */
  restart: 1012,
  /** the user opened more sockets than allowed: this, the oldest, is closed for good */
  replaced: 4000,
  /** the session was taken away (signed out, new password, deactivated): a new ticket needs a valid session */
  sessionEnded: 4001,
} as const;

export type LiveHubOptions = {
  /** sockets per user (tabs, devices); a new one closes the oldest */
  maxPerUser?: number;
  /** a socket that does not answer a ping within this period is dropped */
  heartbeatMs?: number;
  /** a socket that has this much unsent data is too slow to keep */
  maxBufferedBytes?: number;
};

const DEFAULTS = { maxPerUser: 10, heartbeatMs: 30_000, maxBufferedBytes: 1024 * 1024 };

export type LiveHub = ReturnType<typeof createLiveHub>;

/**
 * The sockets one instance holds, by user and by role, and the delivery of the channel's messages to them.
 * Every instance has its own hub; PostgreSQL NOTIFY brings each of them every message (listener.ts).
 */
export const createLiveHub = (options: LiveHubOptions = {}) => {
  const { maxPerUser, heartbeatMs, maxBufferedBytes } = { ...DEFAULTS, ...options };
  const byUser = new Map<number, LiveClient[]>();
  const byRole = new Map<number, Set<LiveClient>>();
  let delivered = 0;

  const remove = (client: LiveClient) => {
    const list = byUser.get(client.userId)?.filter((c) => c !== client) ?? [];
    if (list.length) byUser.set(client.userId, list);
    else byUser.delete(client.userId);
    if (client.role !== null) byRole.get(client.role)?.delete(client);
  };

  const send = (client: LiveClient, data: Buffer) => {
    if (client.socket.readyState !== client.socket.OPEN) return;
    if (client.socket.bufferedAmount > maxBufferedBytes) {
      client.socket.terminate();
      return;
    }
    client.socket.send(data, { binary: false });
    delivered += 1;
  };

  const heartbeat = setInterval(() => {
    for (const list of byUser.values()) {
      for (const client of list) {
        if (!client.alive) {
          client.socket.terminate();
          continue;
        }
        client.alive = false;
        client.socket.ping();
      }
    }
  }, heartbeatMs);
  heartbeat.unref();

  return {
    /** Holds a new socket until it closes; a user over the cap loses his oldest socket. */
    add: (socket: WebSocket, user: { id: number; role: number | null; tokenId?: number | null }) => {
      const client: LiveClient = { userId: user.id, role: user.role, tokenId: user.tokenId ?? null, socket, alive: true };
      const list = [...(byUser.get(user.id) ?? []), client];
      while (list.length > maxPerUser) list.shift()?.socket.close(LiveCloseCode.replaced, 'too many live connections');
      byUser.set(user.id, list);
      if (user.role !== null) {
        const set = byRole.get(user.role) ?? new Set();
        set.add(client);
        byRole.set(user.role, set);
      }
      socket.on('pong', () => {
        client.alive = true;
      });
      socket.on('close', () => remove(client));
      // the channel only speaks to the browser: anything the browser says is ignored
      socket.on('message', () => undefined);
      return client;
    },

    /** Sends a message's event to this instance's sockets of its target users or roles. */
    deliver: ({ target, event }: LiveMessage) => {
      // encoded once for every socket (a string would be converted again for each)
      const data = Buffer.from(JSON.stringify(event));
      if ('userIds' in target) {
        for (const id of new Set(target.userIds)) for (const client of byUser.get(id) ?? []) send(client, data);
      } else {
        for (const role of new Set(target.roles)) for (const client of byRole.get(role) ?? []) send(client, data);
      }
    },

    /** Closes the sockets of sessions that were taken away (see SessionsEnded). */
    endSessions: ({ userId, tokenIds, keepTokenId }: SessionsEnded) => {
      const ended = (client: LiveClient) =>
        tokenIds
          ? client.tokenId !== null && tokenIds.includes(client.tokenId)
          : keepTokenId == null || client.tokenId !== keepTokenId;
      for (const client of (byUser.get(userId) ?? []).filter(ended))
        client.socket.close(LiveCloseCode.sessionEnded, 'session ended');
    },
    /** Closes every socket (shutdown, or a lost listener): the browsers reconnect and catch up. */
    closeAll: (code: number = LiveCloseCode.goingAway, reason = 'server going away') => {
      for (const list of [...byUser.values()]) for (const client of list) client.socket.close(code, reason);
    },

    stop: () => clearInterval(heartbeat),

    stats: () => ({ users: byUser.size, sockets: [...byUser.values()].reduce((n, l) => n + l.length, 0), delivered }),
  };
};
