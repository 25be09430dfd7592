import { MY_ORDERS_SORTS, MyOrdersFilter, type MyOrdersSort } from '@routier/domain';
import { useListSearchParams, type ListParamOptions } from '../../../components/data-table';

/** The my-orders URL query (spec: filter, ordered_by, asc, page, search). */
export type MyOrdersParams = {
  filter: MyOrdersFilter;
  ordered_by: MyOrdersSort;
  asc: number;
  page: number;
  search: string;
};

const DEFAULTS: MyOrdersParams = { filter: MyOrdersFilter.All, ordered_by: 'created_at', asc: 0, page: 1, search: '' };
const OPTIONS: ListParamOptions<MyOrdersParams> = {
  allowed: { filter: Object.values(MyOrdersFilter), ordered_by: MY_ORDERS_SORTS, asc: [0, 1] },
};

export const useMyOrdersParams = () => useListSearchParams(DEFAULTS, OPTIONS);
