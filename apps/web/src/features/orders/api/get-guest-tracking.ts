import { useQuery } from '@tanstack/react-query';
import { OrderStatus, type GuestOrderTracking } from '@routier/domain';
import { api } from '../../../lib/api-client';

/** Statuses in which cars move: the page reloads every minute (the live channel is for signed-in users). */
const ON_THE_ROAD: readonly number[] = [OrderStatus.InProgress, OrderStatus.Delayed];
const LIVE_REFRESH_MS = 60_000;

export const guestTrackingKey = (orderId: number) => ['guest-tracking', orderId] as const;

/**
 * GET /guests/orders/tracking/{id}?hash=: a guest's order, read-only. A 404 (wrong link) is the page's to
 * show, not the app's not-found redirect. While the cars are on the road, it reloads every minute; otherwise
 * every half hour (photo links are signed for an hour).
 */
export const useGuestTracking = (orderId: number, hash: string) =>
  useQuery({
    queryKey: [...guestTrackingKey(orderId), hash],
    queryFn: ({ signal }) =>
      api.get<GuestOrderTracking>(`/guests/orders/tracking/${orderId}`, { signal, silent: true, query: { hash } }),
    enabled: Number.isInteger(orderId) && orderId > 0 && hash.length > 0,
    retry: false,
    staleTime: 30_000,
    refetchInterval: (query) =>
      query.state.data && ON_THE_ROAD.includes(query.state.data.status) ? LIVE_REFRESH_MS : 30 * 60_000,
  });
