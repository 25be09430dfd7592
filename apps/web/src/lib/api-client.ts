import { clearSessionStorage, getToken } from './storage';

export const FIXED = {
  unauthenticated: 'Unauthenticated.',
  csrfMismatch: 'CSRF token mismatch.',
  notVerified: 'Your email address is not verified.',
} as const;

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors | undefined;
  constructor(status: number, message: string, errors?: FieldErrors) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}

type Handlers = {
  /** 5xx and 404: the app goes to /not-found */
  onNotFound: () => void;
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

const logoutAndReload = () => {
  clearSessionStorage();
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

/**
 * The only fetch of the app. Applies the client-side error rules: Unauthenticated → log out and reload;
 * CSRF mismatch → refresh the session and retry (queued behind one refresh); 404/5xx → /not-found;
 * everything else → ApiError (422 carries field errors).
 */
export const apiRequest = async <T>(path: string, opts: RequestOptions = {}): Promise<T> => {
  let res = await send(path, opts);
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
    res = await send(path, opts);
  }
  const isJson = res.headers.get('content-type')?.includes('application/json');
  const payload = isJson ? await res.json().catch(() => null) : null;
  if (res.ok) return (payload ?? undefined) as T;
  const message: string = payload?.message ?? 'Unknown error';
  if (res.status === 401 && message === FIXED.unauthenticated && getToken()) {
    logoutAndReload();
  }
  if ((res.status === 404 || res.status >= 500) && !opts.silent) handlers.onNotFound();
  throw new ApiError(res.status, message, payload?.errors);
};

export const api = {
  get: <T>(path: string, opts?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...opts, method: 'GET' }),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => apiRequest<T>(path, { ...opts, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => apiRequest<T>(path, { ...opts, method: 'PUT', body }),
  delete: <T>(path: string, opts?: RequestOptions) => apiRequest<T>(path, { ...opts, method: 'DELETE' }),
};
