import type { LiveEvent } from '@routier/domain';

/** The part of a browser WebSocket the connection uses (tests pass a fake). */
export type LiveSocket = {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close: (code?: number, reason?: string) => void;
};

export type LiveConnectionDeps = {
  /** a fresh ticket (POST /live/ticket) */
  getTicket: () => Promise<string>;
  openSocket: (url: string) => LiveSocket;
  /** the socket's address for a ticket */
  socketUrl: (ticket: string) => string;
  onEvent: (event: LiveEvent) => void;
  /** after a reconnection: events may have been missed while away */
  onCatchUp: () => void;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

/** The server closed this socket for good (the user opened too many): no reconnecting. */
export const REPLACED_CLOSE_CODE = 4000;

const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/**
 * The wait before reconnection attempt `attempt` (0-based): doubling from 1 s up to 30 s, with jitter (half to
 * all of it) so that the browsers an instance drops do not all come back at the same instant.
 */
export const reconnectDelay = (attempt: number, random: () => number = Math.random) =>
  Math.round(Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt) * (0.5 + random() / 2));

/**
 * One live channel for the signed-in user: a ticket, then the socket; every message is handed to `onEvent`;
 * when the socket drops (server restart, network) it reconnects with backoff and, once back, asks the pages to
 * catch up on what they missed.
 */
export const createLiveConnection = (deps: LiveConnectionDeps) => {
  const setTimer = deps.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let socket: LiveSocket | null = null;
  let timer: unknown = null;
  let attempt = 0;
  let stopped = true;
  let connectedOnce = false;

  const schedule = () => {
    if (stopped || timer !== null) return;
    timer = setTimer(
      () => {
        timer = null;
        void connect();
      },
      reconnectDelay(attempt, deps.random),
    );
    attempt += 1;
  };

  const connect = async () => {
    if (stopped || socket) return;
    let ticket: string;
    try {
      ticket = await deps.getTicket();
    } catch {
      schedule();
      return;
    }
    if (stopped) return;
    const current = deps.openSocket(deps.socketUrl(ticket));
    socket = current;
    current.onopen = () => {
      attempt = 0;
      if (connectedOnce) deps.onCatchUp();
      connectedOnce = true;
    };
    current.onmessage = (message) => {
      try {
        const event = JSON.parse(String(message.data)) as LiveEvent;
        if (event && typeof event.kind === 'string') deps.onEvent(event);
      } catch {
        // not an event: ignore it
      }
    };
    current.onerror = () => undefined;
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (event.code === REPLACED_CLOSE_CODE) return;
      schedule();
    };
  };

  return {
    start: () => {
      if (!stopped) return;
      stopped = false;
      void connect();
    },
    stop: () => {
      stopped = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
      const current = socket;
      socket = null;
      current?.close(1000, 'signed out');
    },
    /** the network came back: try now instead of waiting out the backoff */
    retryNow: () => {
      if (stopped || socket) return;
      if (timer !== null) clearTimer(timer);
      timer = null;
      attempt = 0;
      void connect();
    },
    isOpen: () => socket !== null,
  };
};
