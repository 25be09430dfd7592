import { useMutation } from '@tanstack/react-query';
import type { ViewAsSession } from '@routier/domain';
import { notifyError } from '../../../components/data-table';
import { api } from '../../../lib/api-client';
import { startViewAs } from '../../../lib/session';

/** POST /admin/users/{id}/view-as: a read-only, 15-minute session of the user, recorded in the audit log. */
export const viewAsUser = (id: number) => api.post<ViewAsSession>(`/admin/users/${id}/view-as`);

/** Opens the product as the user in this tab; Stop on the banner brings the operator back to `returnTo`. */
export const useViewAs = (returnTo: string) =>
  useMutation({
    mutationFn: (id: number) => viewAsUser(id),
    onSuccess: (session) => startViewAs(session, returnTo),
    onError: notifyError,
  });
