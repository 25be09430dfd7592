import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_ACCOUNT_STATUSES, type AdminAccountRow, type AdminAccountStatus, type Paged } from '@routier/domain';
import { api } from '../../../lib/api-client';

export const ACCOUNT_STATUSES = ADMIN_ACCOUNT_STATUSES;
export type AccountStatusFilter = AdminAccountStatus;
export type AdminAccountsRequest = { status: AccountStatusFilter; page: number; search?: string };

export const adminAccountsKeys = {
  all: ['admin', 'accounts'] as const,
  list: (request: AdminAccountsRequest) => [...adminAccountsKeys.all, request] as const,
};

/** GET /admin/accounts: every account, newest first, for approval. */
export const getAdminAccounts = (request: AdminAccountsRequest, signal?: AbortSignal) =>
  api.get<Paged<AdminAccountRow>>('/admin/accounts', { query: request, signal });

export const adminAccountsQueryOptions = (request: AdminAccountsRequest) =>
  queryOptions({ queryKey: adminAccountsKeys.list(request), queryFn: ({ signal }) => getAdminAccounts(request, signal) });

export const useAdminAccounts = (request: AdminAccountsRequest, options?: { enabled?: boolean }) =>
  useQuery({ ...adminAccountsQueryOptions(request), enabled: options?.enabled ?? true });
