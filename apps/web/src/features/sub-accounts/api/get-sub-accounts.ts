import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged, SubAccount, SubAccountKind, SubAccountsSort } from '@routier/domain';
import { api } from '../../../lib/api-client';

export type SubAccountsRequest = { order_by: SubAccountsSort; order_direction: 'asc' | 'desc'; page: number };

export const subAccountKeys = {
  all: ['sub-accounts'] as const,
  lists: (kind: SubAccountKind) => [...subAccountKeys.all, kind] as const,
  list: (kind: SubAccountKind, request: SubAccountsRequest) => [...subAccountKeys.lists(kind), request] as const,
};

const LIST_PATHS: Record<SubAccountKind, string> = {
  subdealers: '/dealers/view-subdealers',
  dispatchers: '/transport-companies/view-dispatchers',
};

/** GET /dealers/view-subdealers or /transport-companies/view-dispatchers: removed rows included. */
export const getSubAccounts = (kind: SubAccountKind, query: SubAccountsRequest, signal?: AbortSignal) =>
  api.get<Paged<SubAccount>>(LIST_PATHS[kind], { query, signal });

export const useSubAccounts = (kind: SubAccountKind, request: SubAccountsRequest) =>
  useQuery(
    queryOptions({
      queryKey: subAccountKeys.list(kind, request),
      queryFn: ({ signal }) => getSubAccounts(kind, request, signal),
      placeholderData: keepPreviousData,
    }),
  );
