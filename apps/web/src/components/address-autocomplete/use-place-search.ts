import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { GEO_SEARCH_MIN_LENGTH, type Country, type Place, type PlaceSearch } from '@routier/domain';
import { api } from '../../lib/api-client';

/** The spec's address search: 3 characters or more, 300 ms after the last keystroke. */
export const PLACE_SEARCH_DELAY_MS = 300;
const LIMIT = 8;

type Options = { countries: readonly Country[]; enabled: boolean };

/**
 * Places matching `text` from GET /api/geo/search, asked once the person pauses typing; while they
 * type on, the previous suggestions stay.
 */
export const usePlaceSearch = (text: string, { countries, enabled }: Options) => {
  const trimmed = text.trim();
  const [debounced] = useDebouncedValue(trimmed, PLACE_SEARCH_DELAY_MS);
  const active = enabled && trimmed.length >= GEO_SEARCH_MIN_LENGTH;
  const query = useQuery<Place[]>({
    queryKey: ['geo', 'search', debounced, countries.join(',')],
    queryFn: ({ signal }) =>
      api
        .get<PlaceSearch>('/geo/search', {
          query: { q: debounced, countries: countries.join(','), limit: LIMIT },
          silent: true,
          signal,
        })
        .then((res) => res.data),
    enabled: active && debounced.length >= GEO_SEARCH_MIN_LENGTH,
    retry: false,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
  const current = active && debounced === trimmed && !query.isPlaceholderData;
  return {
    places: active ? (query.data ?? []) : [],
    searching: active && query.isFetching,
    failed: current && query.isError,
    /** the text as it is now was searched and nothing matched */
    empty: current && query.isSuccess && query.data.length === 0,
  };
};
