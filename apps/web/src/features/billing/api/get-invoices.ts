import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceAudience, InvoiceListRow, InvoiceSort, Paged } from '@routier/domain';
import { api } from '../../../lib/api-client';

export type InvoicesRequest = {
  audience: InvoiceAudience;
  order_by: InvoiceSort;
  order_direction: 'asc' | 'desc';
  page: number;
  keyword?: string;
};

export const invoicesKeys = {
  all: ['billing', 'invoices'] as const,
  list: (request: InvoicesRequest) => [...invoicesKeys.all, request] as const,
};

/** GET /invoices/{dealers|individuals|transport-companies}: the caller's invoices (staff: everyone's). */
export const getInvoices = ({ audience, ...query }: InvoicesRequest, signal?: AbortSignal) =>
  api.get<Paged<InvoiceListRow>>(`/invoices/${audience}`, { query, signal });

export const invoicesQueryOptions = (request: InvoicesRequest) =>
  queryOptions({
    queryKey: invoicesKeys.list(request),
    queryFn: ({ signal }) => getInvoices(request, signal),
    placeholderData: keepPreviousData,
  });

export const useInvoices = (request: InvoicesRequest) => useQuery(invoicesQueryOptions(request));
