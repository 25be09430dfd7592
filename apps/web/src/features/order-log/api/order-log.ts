import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderLogList, OrderLogThread } from '@routier/domain';
import { api } from '../../../lib/api-client';

export const orderLogKeys = {
  all: ['order-log'] as const,
  thread: (orderId: number, thread: OrderLogThread | null) => [...orderLogKeys.all, orderId, thread ?? 'all'] as const,
};

const path = (base: string, thread: OrderLogThread | null) => (thread ? `${base}?thread=${thread}` : base);

/** GET /order-logs/{id}: the caller's thread (an admin names the one he reads). */
export const useOrderLog = (orderId: number, thread: OrderLogThread | null = null) =>
  useQuery({
    queryKey: orderLogKeys.thread(orderId, thread),
    queryFn: ({ signal }) => api.get<OrderLogList>(path(`/order-logs/${orderId}`, thread), { signal }),
    retry: false,
  });

const useLogMutation = <TVars>(orderId: number, thread: OrderLogThread | null, send: (vars: TVars) => Promise<OrderLogList>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    // each call answers the updated list
    onSuccess: (list) => client.setQueryData(orderLogKeys.thread(orderId, thread), list),
  });
};

/** POST /order-logs/{id} {comment}. */
export const usePostOrderLogMessage = (orderId: number, thread: OrderLogThread | null = null) =>
  useLogMutation(orderId, thread, (comment: string) =>
    api.post<OrderLogList>(path(`/order-logs/${orderId}`, thread), { comment }),
  );

/** POST /order-logs/files/{id} (multipart files[]). */
export const usePostOrderLogFiles = (orderId: number, thread: OrderLogThread | null = null) =>
  useLogMutation(orderId, thread, (files: File[]) => {
    const form = new FormData();
    for (const file of files) form.append('files[]', file);
    return api.post<OrderLogList>(path(`/order-logs/files/${orderId}`, thread), form);
  });
