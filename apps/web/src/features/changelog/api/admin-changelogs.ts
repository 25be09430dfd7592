import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminChangelog, AdminChangelogList, ChangelogInput } from '@routier/domain';
import { api } from '../../../lib/api-client';

const keys = { admin: ['admin', 'changelogs'] as const };

export const useAdminChangelogs = () =>
  useQuery({
    queryKey: keys.admin,
    queryFn: ({ signal }) => api.get<AdminChangelogList>('/admin/changelogs', { signal }),
  });

/** Every write reloads the list (readers, the admin included, get the entry at their next visit). */
const useChangelogMutation = <V>(fn: (vars: V) => Promise<unknown>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.admin }),
  });
};

export const useSaveChangelog = () =>
  useChangelogMutation(({ id, input }: { id: number | null; input: ChangelogInput }) =>
    id === null
      ? api.post<AdminChangelog>('/admin/changelogs', input)
      : api.put<AdminChangelog>(`/admin/changelogs/${id}`, input),
  );
export const usePublishChangelog = () =>
  useChangelogMutation((id: number) => api.put<AdminChangelog>(`/admin/changelogs/${id}/publish`));
export const useDeleteChangelog = () =>
  useChangelogMutation((id: number) => api.delete<{ message: string }>(`/admin/changelogs/${id}`));
