import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { JOB_SUGGESTION_MAX_LENGTH } from '@routier/domain';
import { api } from '../../../lib/api-client';

/** Spec §8: suggestions 500 ms after typing, while the text is non-empty and under 16 characters. */
export const JOB_SUGGESTION_DELAY_MS = 500;

type Kind = 'vin' | 'location';

const ask = (kind: Kind, text: string, signal: AbortSignal) =>
  kind === 'vin'
    ? api.post<string[]>('/orders/vin', { vin: text }, { signal, silent: true })
    : api.post<string[]>('/orders/locations', { location: text }, { signal, silent: true });

/**
 * POST /orders/vin and POST /orders/locations: VINs and cities of the jobs the carrier's company holds that
 * match what is typed (never another company's: the server decides).
 */
export const useJobSuggestions = (kind: Kind, text: string): string[] => {
  const [typed] = useDebouncedValue(kind === 'vin' ? text.trim().toUpperCase() : text.trim(), JOB_SUGGESTION_DELAY_MS);
  const query = useQuery({
    queryKey: ['jobs', 'suggestions', kind, typed],
    queryFn: ({ signal }) => ask(kind, typed, signal),
    enabled: typed.length > 0 && typed.length < JOB_SUGGESTION_MAX_LENGTH,
    staleTime: 60_000,
  });
  // the same list between renders while the answer is the same (the combobox reacts to a new one)
  return useMemo(() => (query.data ?? []).filter((s) => s.toLowerCase() !== typed.toLowerCase()), [query.data, typed]);
};
