import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { useListSearchParams, type ListParamOptions } from './use-list-search-params';

type Params = { filter: number; ordered_by: 'created_at' | 'price'; asc: number; page: number; search: string };
const DEFAULTS: Params = { filter: 1, ordered_by: 'created_at', asc: 0, page: 1, search: '' };
const OPTIONS: ListParamOptions<Params> = {
  allowed: { filter: [1, 2, 3, 4, 5, 6], ordered_by: ['created_at', 'price'], asc: [0, 1] },
};

const setup = (url: string) => {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  return renderHook(
    () => {
      const location = useLocation();
      return { ...useListSearchParams(DEFAULTS, OPTIONS), search: location.search };
    },
    { wrapper },
  );
};

describe('useListSearchParams', () => {
  it('gives the defaults for a bare URL', () => {
    const { result } = setup('/my-orders');
    expect(result.current.params).toEqual(DEFAULTS);
  });

  it('reads typed values from the query', () => {
    const { result } = setup('/my-orders?filter=4&ordered_by=price&asc=1&page=3&search=1HGCM');
    expect(result.current.params).toEqual({ filter: 4, ordered_by: 'price', asc: 1, page: 3, search: '1HGCM' });
  });

  it('falls back to the default for values outside the allow-lists or malformed', () => {
    const { result } = setup('/my-orders?filter=9&ordered_by=password&asc=2&page=0');
    expect(result.current.params).toEqual(DEFAULTS);
    const other = setup('/my-orders?filter=abc&page=-2');
    expect(other.result.current.params.filter).toBe(1);
    expect(other.result.current.params.page).toBe(1);
  });

  it('writes changes to the URL, leaves defaults out and keeps foreign keys', () => {
    const { result } = setup('/my-orders?tab=x');
    act(() => result.current.setParams({ filter: 3, ordered_by: 'price', asc: 1 }));
    expect(result.current.params).toMatchObject({ filter: 3, ordered_by: 'price', asc: 1 });
    expect(new URLSearchParams(result.current.search).get('tab')).toBe('x');
    act(() => result.current.setParams({ filter: 1, asc: 0 }));
    const query = new URLSearchParams(result.current.search);
    expect(query.has('filter')).toBe(false);
    expect(query.has('asc')).toBe(false);
    expect(query.get('ordered_by')).toBe('price');
  });

  it('goes back to page 1 when anything but the page changes', () => {
    const { result } = setup('/my-orders?page=4');
    act(() => result.current.setParams({ page: 5 }));
    expect(result.current.params.page).toBe(5);
    act(() => result.current.setParams({ search: 'ABC' }));
    expect(result.current.params).toMatchObject({ page: 1, search: 'ABC' });
    expect(result.current.search).toBe('?search=ABC');
  });

  it('resets the given keys, or all of them', () => {
    const { result } = setup('/my-orders?filter=2&search=ABC&page=2&ordered_by=price');
    act(() => result.current.resetParams(['search']));
    expect(result.current.params).toMatchObject({ filter: 2, search: '', page: 1, ordered_by: 'price' });
    act(() => result.current.resetParams());
    expect(result.current.params).toEqual(DEFAULTS);
    expect(result.current.search).toBe('');
  });
});
