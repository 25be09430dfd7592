import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceListRow } from '@routier/domain';
import { api } from '../../../lib/api-client';
import { invoicesKeys } from './get-invoices';

/** PUT /admin/invoices/{id}/paid: staff record a payment. */
export const useMarkInvoicePaid = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.put<InvoiceListRow>(`/admin/invoices/${id}/paid`),
    onSuccess: () => client.invalidateQueries({ queryKey: invoicesKeys.all }),
  });
};
