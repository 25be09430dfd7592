import { ADMIN_PAYMENTS_SORTS, type AdminPaymentsSort } from '@routier/domain';
import { useListSearchParams, type ListParamOptions } from '../../../components/data-table';

/** The payments list's URL query: keyword (order number), orderedBy (default created_at), asc 0/1 (default 0), page. */
export type PaymentsParams = { page: number; keyword: string; orderedBy: AdminPaymentsSort; asc: number };

const DEFAULTS: PaymentsParams = { page: 1, keyword: '', orderedBy: 'created_at', asc: 0 };
const OPTIONS: ListParamOptions<PaymentsParams> = { allowed: { orderedBy: ADMIN_PAYMENTS_SORTS, asc: [0, 1] } };

export const usePaymentsParams = () => useListSearchParams(DEFAULTS, OPTIONS);
