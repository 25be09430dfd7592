import { StorageKey, clearSessionStorage, clearViewAs, getToken, getViewAs } from './storage';

export const FIXED = {
  unauthenticated: 'Unauthenticated.',
  csrfMismatch: 'CSRF token mismatch.',
  notVerified: 'Your email address is not verified.',
  accountInactive: 'Your account is not approved yet.',
  forbidden: 'This action is unauthorized.',
  notFound: 'Not found.',
} as const;

/**
 * The reason key (deferred `errors` namespace) of each fixed message of the auth layer: the API keeps sending
 * the messages byte for byte, the web shows the key's text in the person's language.
 */
export const FIXED_REASONS: Record<string, string> = {
  [FIXED.unauthenticated]: 'auth.unauthenticated',
  [FIXED.csrfMismatch]: 'auth.csrf_mismatch',
  [FIXED.notVerified]: 'auth.email_not_verified',
  [FIXED.accountInactive]: 'auth.account_inactive',
  [FIXED.forbidden]: 'auth.forbidden',
  [FIXED.notFound]: 'auth.not_found',
};

/** An API message as a reason key: a fixed message of the auth layer becomes its key, any other stays. */
export const reasonOf = (message: string): string => FIXED_REASONS[message] ?? message;

export type FieldErrors = Record<string, string[]>;

/** Status of an ApiError when the server could not be reached at all. */
export const NETWORK_ERROR = 0;

export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors | undefined;
  /** 429: seconds to wait before trying again */
  readonly retryAfter: number | undefined;
  constructor(status: number, message: string, errors?: FieldErrors, retryAfter?: number) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.retryAfter = retryAfter;
  }
}

/** Seconds to wait from a 429: the body's `retry_after`, else the Retry-After header, else the message's number. */
export const retryAfterSeconds = (payload: unknown, header: string | null, message: string): number | undefined => {
  const fromBody = (payload as { retry_after?: unknown } | null)?.retry_after;
  if (typeof fromBody === 'number' && Number.isFinite(fromBody) && fromBody > 0) return Math.ceil(fromBody);
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds > 0) return Math.ceil(seconds);
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(1, Math.ceil((date - Date.now()) / 1000));
  }
  const inMessage = /(\d+)/.exec(message);
  return inMessage ? Number(inMessage[1]) : undefined;
};

/** The status behind the last redirect to /not-found (404, 5xx), for its wording; null when none. */
let lastFailure: number | null = null;
export const lastFailedStatus = () => lastFailure;

/** Set when a request found the session gone; /login reads it to say so, then clears it. */
export const SESSION_EXPIRED_KEY = 'routier.sessionExpired';
export const sessionHasExpired = () => sessionStorage.getItem(SESSION_EXPIRED_KEY) !== null;
export const forgetSessionExpired = () => sessionStorage.removeItem(SESSION_EXPIRED_KEY);

type Handlers = {
  /** 5xx and 404: the app goes to /not-found */
  onNotFound: (status: number) => void;
  /** refreshes the session after a CSRF mismatch (reloads the user); rejects when it cannot */
  refreshSession: () => Promise<void>;
};
const handlers: Handlers = { onNotFound: () => {}, refreshSession: async () => {} };
export const setApiHandlers = (h: Partial<Handlers>) => Object.assign(handlers, h);

const readCookie = (name: string) => {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
};

export const ensureCsrfCookie = async (force = false) => {
  if (!force && readCookie('XSRF-TOKEN')) return;
  await fetch('/api/auth/csrf-cookie', { credentials: 'include' });
};

/**
 * The session is gone: remember the page (path and query) to come back to, say so on /login, go there. An operator's
 * "view as" session that ended (15 minutes, or the user deactivated) only ends in this tab: back to his console.
 */
const logoutAndReload = () => {
  const viewAs = getViewAs();
  if (viewAs) {
    clearViewAs();
    window.location.assign(viewAs.returnTo);
    return;
  }
  const here = window.location.pathname + window.location.search;
  clearSessionStorage();
  if (here.startsWith('/') && !here.startsWith('/login')) localStorage.setItem(StorageKey.lastLocation, here);
  sessionStorage.setItem(SESSION_EXPIRED_KEY, '1');
  window.location.assign('/login');
};

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** skip the global 404/5xx redirect (the caller handles it) */
  silent?: boolean;
  signal?: AbortSignal;
};

let refreshing: Promise<void> | null = null;

/** A GET that meets one of these (or no answer at all) is tried again after each delay before it fails. */
const TRANSIENT = new Set([502, 503, 504]);
export const GET_RETRY_DELAYS_MS = [400, 1200];

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

const send = async (path: string, opts: RequestOptions): Promise<Response> => {
  const method = opts.method ?? 'GET';
  if (method !== 'GET') await ensureCsrfCookie();
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf && method !== 'GET') headers['X-XSRF-TOKEN'] = xsrf;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  const url = `/api${path}${qs.size ? `?${qs}` : ''}`;
  return fetch(url, { method, headers, body, credentials: 'include', signal: opts.signal });
};

/** Sends once; a GET is retried on a network failure or a 502/503/504 (the server restarting, a proxy hiccup). */
const sendWithRetry = async (path: string, opts: RequestOptions): Promise<Response> => {
  const retries = (opts.method ?? 'GET') === 'GET' ? GET_RETRY_DELAYS_MS : [];
  for (let attempt = 0; ; attempt += 1) {
    const delay = retries[attempt];
    try {
      const res = await send(path, opts);
      if (delay === undefined || !TRANSIENT.has(res.status)) return res;
    } catch (error) {
      if (opts.signal?.aborted) throw error;
      if (delay === undefined) throw new ApiError(NETWORK_ERROR, error instanceof Error ? error.message : 'Network error');
    }
    await wait(delay, opts.signal);
  }
};

/**
 * The only fetch of the app. Applies the client-side error rules: GETs retry transient failures first;
 * Unauthenticated → remember the page, log out and go to /login; CSRF mismatch → refresh the session and retry
 * (queued behind one refresh); 404/5xx → /not-found; everything else → ApiError (422 carries field errors,
 * 429 the seconds to wait). A network failure is an ApiError with status NETWORK_ERROR.
 */
export const apiRequest = async <T>(path: string, opts: RequestOptions = {}): Promise<T> => {
  let res = await sendWithRetry(path, opts);
  if (res.status === 419) {
    try {
      refreshing ??= (async () => {
        await ensureCsrfCookie(true);
        await handlers.refreshSession();
      })().finally(() => {
        refreshing = null;
      });
      await refreshing;
    } catch {
      logoutAndReload();
      throw new ApiError(419, FIXED.csrfMismatch);
    }
    res = await sendWithRetry(path, opts);
  }
  const isJson = res.headers.get('content-type')?.includes('application/json');
  const payload = isJson ? await res.json().catch(() => null) : null;
  if (res.ok) return (payload ?? undefined) as T;
  const message: string = payload?.message ?? 'Unknown error';
  if (res.status === 401 && message === FIXED.unauthenticated && getToken()) {
    logoutAndReload();
  }
  if ((res.status === 404 || res.status >= 500) && !opts.silent) {
    lastFailure = res.status;
    handlers.onNotFound(res.status);
  }
  const retryAfter = res.status === 429 ? retryAfterSeconds(payload, res.headers.get('retry-after'), message) : undefined;
  throw new ApiError(res.status, message, payload?.errors, retryAfter);
};

export const api = {
  get: <T>(path: string, opts?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...opts, method: 'GET' }),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => apiRequest<T>(path, { ...opts, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => apiRequest<T>(path, { ...opts, method: 'PUT', body }),
  delete: <T>(path: string, opts?: RequestOptions) => apiRequest<T>(path, { ...opts, method: 'DELETE' }),
};

/** The file name of a Content-Disposition header (`attachment; filename="x.pdf"` or RFC 5987 `filename*=`). */
export const fileNameFromDisposition = (header: string | null, fallback: string) => {
  if (!header) return fallback;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1] : fallback;
};

/**
 * A file from the API (a PDF): the same session and error rules as apiRequest, answered as bytes with the
 * name the server gives in Content-Disposition.
 */
export const apiDownload = async (path: string, fallbackName: string): Promise<{ blob: Blob; fileName: string }> => {
  const res = await sendWithRetry(path, { method: 'GET' });
  if (!res.ok) {
    const payload = await res.json().catch(() => null);
    const message: string = payload?.message ?? 'Unknown error';
    if (res.status === 401 && message === FIXED.unauthenticated && getToken()) logoutAndReload();
    throw new ApiError(res.status, message, payload?.errors);
  }
  return { blob: await res.blob(), fileName: fileNameFromDisposition(res.headers.get('content-disposition'), fallbackName) };
};

/** Saves a downloaded file through a temporary link. */
export const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/** The file calls on one object, which component tests replace as they replace `api`'s methods (decision 051). */
export const downloads = { apiDownload, saveBlob };
