import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type ListParamValue = string | number;
export type ListParamDefaults = Record<string, ListParamValue>;
export type ListParamOptions<D extends ListParamDefaults> = {
  /** accepted values per key; anything else in the URL falls back to the default */
  allowed?: { [K in keyof D]?: readonly D[K][] };
};
type SetOptions = { replace?: boolean };

const PAGE = 'page';

const parseValue = <V extends ListParamValue>(
  raw: string | null,
  fallback: V,
  allowed: readonly V[] | undefined,
  key: string,
): V => {
  if (raw === null) return fallback;
  let value: ListParamValue = raw;
  if (typeof fallback === 'number') {
    if (!/^\d+$/.test(raw)) return fallback;
    value = Number(raw);
    if (key === PAGE && value < 1) return fallback;
  }
  if (allowed && !allowed.includes(value as V)) return fallback;
  return value as V;
};

export const parseListParams = <D extends ListParamDefaults>(
  search: URLSearchParams,
  defaults: D,
  options?: ListParamOptions<D>,
): D => {
  const result = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof D & string)[]) {
    result[key] = parseValue(search.get(key), defaults[key], options?.allowed?.[key], key);
  }
  return result;
};

/**
 * The state of a list (filter, sort, page, searches) kept in the URL query, with typed defaults.
 * Defaults are left out of the URL; changing anything but the page goes back to page 1.
 * Pass module-level `defaults`/`options` objects so the parsed params keep their identity.
 */
export const useListSearchParams = <D extends ListParamDefaults>(defaults: D, options?: ListParamOptions<D>) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(searchParams, defaults, options), [searchParams, defaults, options]);

  const setParams = useCallback(
    (patch: Partial<D>, opts?: SetOptions) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '' || value === defaults[key]) next.delete(key);
            else next.set(key, String(value));
          }
          if (PAGE in defaults && !(PAGE in patch)) next.delete(PAGE);
          return next;
        },
        { replace: opts?.replace },
      );
    },
    [setSearchParams, defaults],
  );

  /** Back to the defaults for the given keys (all list keys when none are given). */
  const resetParams = useCallback(
    (keys?: (keyof D & string)[]) => {
      setSearchParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const key of keys ?? Object.keys(defaults)) next.delete(key);
        if (PAGE in defaults) next.delete(PAGE);
        return next;
      });
    },
    [setSearchParams, defaults],
  );

  return { params, setParams, resetParams };
};
