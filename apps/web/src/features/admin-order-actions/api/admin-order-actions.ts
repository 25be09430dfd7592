import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCarrierOptions,
  AdminOrderActionResult,
  AdminOrderActions,
  AssignCarrierInput,
  CancelOrderInput,
  ChangeDueDateInput,
  HoldOrderInput,
  RejectOrderInput,
  ReleaseOrderInput,
  RemoveCarrierInput,
} from '@routier/domain';
import { api } from '../../../lib/api-client';

/** The operator's order queries (the list, an order, its actions) all start with this key: an action refetches them. */
const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const;

export const adminOrderActionsKeys = { of: (id: number) => [...ADMIN_ORDERS_KEY, 'actions', id] as const };

/** GET /admin/orders/{id}/actions: what the operator may do to the order now, and what a cancellation refunds. */
export const adminOrderActionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminOrderActionsKeys.of(id),
    queryFn: ({ signal }) => api.get<AdminOrderActions>(`/admin/orders/${id}/actions`, { signal }),
  });

export const useAdminOrderActions = (id: number) => useQuery(adminOrderActionsQueryOptions(id));

/** One action's call: its URL, method and body. */
export type AdminOrderActionCall =
  | { action: 'reject'; input: RejectOrderInput }
  | { action: 'hold'; input: HoldOrderInput }
  | { action: 'release'; input: ReleaseOrderInput }
  | { action: 'cancel'; input: CancelOrderInput }
  | { action: 'due_date'; input: ChangeDueDateInput }
  | { action: 'remove_carrier'; input: RemoveCarrierInput }
  | { action: 'assign_carrier'; input: AssignCarrierInput };

export const callAdminOrderAction = (id: number, call: AdminOrderActionCall) =>
  call.action === 'due_date'
    ? api.put<AdminOrderActionResult>(`/admin/orders/${id}/due-date`, call.input)
    : api.post<AdminOrderActionResult>(`/admin/orders/${id}/${call.action.replace('_', '-')}`, call.input);

/** GET /admin/carriers: the approved transport companies, with their insurance today (the carrier picker). */
export const useAdminCarriers = (enabled: boolean) =>
  useQuery({
    queryKey: ['admin', 'carriers'] as const,
    queryFn: ({ signal }) => api.get<AdminCarrierOptions>('/admin/carriers', { signal }),
    enabled,
  });

/** Runs an action; the order page (its facts, history and audit log) and the lists are refetched after it. */
export const useAdminOrderAction = (id: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (call: AdminOrderActionCall) => callAdminOrderAction(id, call),
    onSettled: () => client.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
  });
};
