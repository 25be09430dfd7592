import { INVOICE_AUDIENCES, INVOICE_SORTS, type InvoiceAudience, type InvoiceSort } from '@routier/domain';
import { useListSearchParams, type ListParamOptions } from '../../../components/data-table';

/** The invoices and billing URL query (spec: keyword, orderedBy default completed_at, asc 0/1 default 0, page). */
export type InvoicesParams = { page: number; keyword: string; orderedBy: InvoiceSort; asc: number };
/** The accountant's page adds the list it shows. */
export type AdminInvoicesParams = InvoicesParams & { kind: InvoiceAudience };

const DEFAULTS: InvoicesParams = { page: 1, keyword: '', orderedBy: 'completed_at', asc: 0 };
const OPTIONS: ListParamOptions<InvoicesParams> = { allowed: { orderedBy: INVOICE_SORTS, asc: [0, 1] } };

const ADMIN_DEFAULTS: AdminInvoicesParams = { ...DEFAULTS, kind: 'dealers' };
const ADMIN_OPTIONS: ListParamOptions<AdminInvoicesParams> = {
  allowed: { orderedBy: INVOICE_SORTS, asc: [0, 1], kind: INVOICE_AUDIENCES },
};

export const useInvoicesParams = () => useListSearchParams(DEFAULTS, OPTIONS);
export const useAdminInvoicesParams = () => useListSearchParams(ADMIN_DEFAULTS, ADMIN_OPTIONS);
