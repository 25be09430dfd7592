import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAccountDetail } from '@routier/domain';
import { api } from '../../../lib/api-client';
import { adminAccountsKeys } from './get-admin-accounts';

/** GET /admin/accounts/{id}: an applicant's details, for review before approval. */
export const getAdminAccount = (id: number, signal?: AbortSignal) =>
  api.get<AdminAccountDetail>(`/admin/accounts/${id}`, { signal });

export const adminAccountQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...adminAccountsKeys.all, 'detail', id], queryFn: ({ signal }) => getAdminAccount(id, signal) });

export const useAdminAccount = (id: number | null) => useQuery({ ...adminAccountQueryOptions(id ?? 0), enabled: id !== null });
