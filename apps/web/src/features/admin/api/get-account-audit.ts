import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditList } from '@routier/domain';
import { api } from '../../../lib/api-client';
import { adminAccountsKeys } from './get-admin-accounts';

export const ACCOUNT_AUDIT_PAGE_SIZE = 10;

/** GET /admin/audit?account_id=…: what operators did to the account and its business, newest first, a page at a time. */
export const useAccountAudit = (accountId: number, page: number) =>
  useQuery({
    queryKey: [...adminAccountsKeys.all, 'audit', accountId, page],
    queryFn: ({ signal }) =>
      api.get<AuditList>('/admin/audit', { query: { account_id: accountId, page, limit: ACCOUNT_AUDIT_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
