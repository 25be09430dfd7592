import { api, type RequestOptions } from './api-client';
import { StorageKey } from './storage';

/** A guest's access to his order: every guest call carries the order id and the hash (spec §1). */
export type GuestAccess = { orderId: number; hash: string };
type GuestSession = GuestAccess & { step: number };

const KEY = 'routier.guestOrder';

/** The guest's order, hash and wizard step, kept in session storage (spec §2). */
export const readGuestOrder = (): GuestSession | null => {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return null;
    const { orderId, hash, step } = raw as Record<string, unknown>;
    if (typeof orderId !== 'number' || typeof hash !== 'string') return null;
    return { orderId, hash, step: typeof step === 'number' ? step : 1 };
  } catch {
    return null;
  }
};

export const writeGuestOrder = (session: GuestSession) => sessionStorage.setItem(KEY, JSON.stringify(session));

/** Spec §2: the completed step (and a failed load) clears the guest's storage; the language stays. */
export const clearGuestStorage = () => {
  const lang = localStorage.getItem(StorageKey.lang);
  localStorage.clear();
  sessionStorage.clear();
  if (lang !== null) localStorage.setItem(StorageKey.lang, lang);
};

type Method = NonNullable<RequestOptions['method']>;
type Call = [Method, string];

/**
 * One of the wizard's calls: the signed-in customer's, or with guest access its `/guests/...` variant with
 * `?hash=` (spec §7; method and path may differ, e.g. POST /cars/batch-edit/{id} → PUT /guests/orders/cars/{id}).
 */
export const wizardCall = <T>(
  guest: GuestAccess | null,
  customer: Call,
  guestCall: Call,
  body?: unknown,
  opts: Omit<RequestOptions, 'method' | 'body'> = {},
) => {
  const [method, path] = guest ? guestCall : customer;
  const url = guest ? `/guests${path}` : path;
  const merged = guest ? { ...opts, query: { ...opts.query, hash: guest.hash } } : opts;
  // no options at all: the customer's call stays exactly as it was
  const options = Object.keys(merged).length ? merged : undefined;
  const send = { GET: api.get, DELETE: api.delete, PUT: api.put, POST: api.post, PATCH: api.put }[method];
  const args = [url, ...(method === 'GET' || method === 'DELETE' ? [] : [body]), ...(options ? [options] : [])];
  return (send as (...a: unknown[]) => Promise<T>)(...args);
};
