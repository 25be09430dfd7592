/**
 * Dashboards are read far more often than their months change: each instance keeps an answer for
 * DASHBOARD_CACHE_MS, per database, caller scope, months and day, and concurrent callers of the same key share
 * one query (a page load asks for the figures and the statistics at once; fifty tabs do not cost fifty scans).
 * A booking or a delivery shows after at most that long (decision 031). Time here is the process's own
 * monotonic clock, not the business clock of the services, so a test's fixed clock does not freeze it.
 */
export const DASHBOARD_CACHE_MS = 30_000;
const MAX_ENTRIES = 1_000;

type Entry = { expires: number; value: Promise<unknown> };
const caches = new WeakMap<object, Map<string, Entry>>();

export const cachedDashboard = <T>(db: object, key: string, load: () => Promise<T>): Promise<T> => {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const now = performance.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  const entries = cache;
  entries.delete(key);
  entries.set(key, { expires: now + DASHBOARD_CACHE_MS, value });
  // a failure is not kept: the next caller tries again
  value.catch(() => entries.get(key)?.value === value && entries.delete(key));
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return value;
};
