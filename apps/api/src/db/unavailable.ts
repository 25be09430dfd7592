/**
 * Errors that say the database cannot serve now (not that the request is wrong): no free connection within
 * the acquire timeout, a connection the server closed or refused, a statement cancelled by its timeout, a
 * server starting or shutting down. The error handler answers them 503 with Retry-After; the client may try
 * again in a moment, and nothing was committed (the transaction was rolled back with its connection).
 */
const SQLSTATES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend, a fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '53300', // too_many_connections
  '57014', // query_canceled (statement_timeout)
  '25P03', // idle_in_transaction_session_timeout
]);
const SYSTEM_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);
const MESSAGES = [
  /timeout exceeded when trying to connect/i, // pg-pool: no free connection in time
  /connection terminated/i, // the server closed the connection
  /not queryable/i, // a connection that already lost its server
  /Cannot use a pool after calling end/i, // shutting down
];

/** Seconds a client is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SQLSTATES.has(code) || code.startsWith('08') || SYSTEM_CODES.has(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};
