import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type MoneyMismatch = {
  kind: string;
  order_id: number | null;
  order_number: string | null;
  coupon_id: number | null;
  payment_intent_id: string | null;
  expected: number | null;
  actual: number | null;
};

export type ReconciliationReport = {
  checked_at: string;
  since: string;
  orders_checked: number;
  payments_checked: number;
  gateway: 'sandbox' | 'stripe';
  mismatches: MoneyMismatch[];
};

/** GET /admin/reconciliation: what the gateway, the payments, the orders, their invoices and the coupons disagree on. */
export const useReconciliation = () =>
  useQuery({
    queryKey: ['admin', 'reconciliation'],
    queryFn: ({ signal }) => api.get<ReconciliationReport>('/admin/reconciliation', { signal }),
  });
