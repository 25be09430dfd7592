import { useQuery } from '@tanstack/react-query';
import type { ChangelogEntry } from '@routier/domain';
import { api } from '../../lib/api-client';

/** GET /changelogs?type=web: the newest published entries, in the user's language. */
export const useChangelogs = (language: string) => {
  const lang = language.startsWith('fr') ? 'fr' : 'en';
  return useQuery({
    queryKey: ['changelogs', 'web', lang],
    queryFn: ({ signal }) => api.get<{ data: ChangelogEntry[] }>('/changelogs', { query: { type: 'web', lang }, signal }),
    staleTime: 10 * 60_000,
  });
};
