import { SORT_DIRECTIONS, SUB_ACCOUNTS_SORTS, type SortDirection, type SubAccountsSort } from '@routier/domain';
import { useListSearchParams, type ListParamOptions } from '../../../components/data-table';

/** The list's URL query (spec: order_by default full_name, order_direction default asc, page). */
export type SubAccountsParams = { page: number; order_by: SubAccountsSort; order_direction: SortDirection };
const DEFAULTS: SubAccountsParams = { page: 1, order_by: 'full_name', order_direction: 'asc' };
const OPTIONS: ListParamOptions<SubAccountsParams> = {
  allowed: { order_by: SUB_ACCOUNTS_SORTS, order_direction: SORT_DIRECTIONS },
};

export const useSubAccountsParams = () => useListSearchParams(DEFAULTS, OPTIONS);
