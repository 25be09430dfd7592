import { ADMIN_ORDERS_SORTS, ORDER_STATUSES, type AdminOrdersSort } from '@routier/domain';
import { useListSearchParams, type ListParamOptions } from '../../../components/data-table';

/** status and method 0: any; attention 1: only orders that need an operator; asc 1: ascending. */
export type AdminOrdersParams = {
  page: number;
  search: string;
  status: number;
  method: number;
  attention: number;
  orderedBy: AdminOrdersSort;
  asc: number;
};

const DEFAULTS: AdminOrdersParams = { page: 1, search: '', status: 0, method: 0, attention: 0, orderedBy: 'created_at', asc: 0 };
const OPTIONS: ListParamOptions<AdminOrdersParams> = {
  allowed: {
    status: [0, ...ORDER_STATUSES],
    method: [0, 1, 2, 3, 4],
    attention: [0, 1],
    orderedBy: ADMIN_ORDERS_SORTS,
    asc: [0, 1],
  },
};

export const useAdminOrdersParams = () => useListSearchParams(DEFAULTS, OPTIONS);
