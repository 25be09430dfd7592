import { useListSearchParams, type ListParamOptions } from '../../../components/data-table';
import { ACCOUNT_STATUSES, type AccountStatusFilter } from '../api/get-admin-accounts';

export type AdminAccountsParams = { status: AccountStatusFilter; page: number; search: string };

const DEFAULTS: AdminAccountsParams = { status: 'pending', page: 1, search: '' };
const OPTIONS: ListParamOptions<AdminAccountsParams> = { allowed: { status: ACCOUNT_STATUSES } };

export const useAdminAccountsParams = () => useListSearchParams(DEFAULTS, OPTIONS);
