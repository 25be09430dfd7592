import type { ReconciliationReport } from '@routier/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /admin/reconciliation: what the gateway, the payments, the orders, their invoices and the coupons disagree on. */
export const useReconciliation = () =>
  useQuery({
    queryKey: ['admin', 'reconciliation'],
    queryFn: ({ signal }) => api.get<ReconciliationReport>('/admin/reconciliation', { signal }),
  });
