import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@routier/domain';
import { emitLiveEvent } from '../../../lib/live/live-events';
import { orderKeys } from '../api/get-order';
import { useLiveOrder } from './use-live-order';

const order = {
  id: 7,
  cars: [
    { id: 70, last_position: { lat: 43.6, lng: -79.4, address: null } },
    { id: 71, last_position: null },
  ],
} as unknown as OrderDetail;

const setup = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(orderKeys.detail(7), order);
  client.setQueryData(['orders', 'inspections', 7], { data: [] });
  client.setQueryData(orderKeys.detail(8), { ...order, id: 8 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderHook(() => useLiveOrder(7), { wrapper });
  return client;
};

describe('the live order page', () => {
  it('moves a car to its new position in the cached order, without refetching it', () => {
    const client = setup();
    act(() => emitLiveEvent({ kind: 'position', orderId: 7, carId: 71, lat: 44.23, lng: -76.48, at: '2026-11-25T10:00:00Z' }));
    const cached = client.getQueryData<OrderDetail>(orderKeys.detail(7))!;
    expect(cached.cars.map((c) => c.last_position)).toEqual([
      { lat: 43.6, lng: -79.4, address: null },
      { lat: 44.23, lng: -76.48, address: null },
    ]);
    expect(client.getQueryState(orderKeys.detail(7))?.isInvalidated).toBe(false);
    // another order's position changes nothing here
    act(() => emitLiveEvent({ kind: 'position', orderId: 8, carId: 70, lat: 1, lng: 1, at: '2026-11-25T10:00:00Z' }));
    expect(client.getQueryData<OrderDetail>(orderKeys.detail(8))!.cars[0].last_position).toEqual(order.cars[0].last_position);
  });

  it('refetches the order and its tasks when it changed, and only that order', () => {
    const client = setup();
    act(() => emitLiveEvent({ kind: 'order', orderId: 7 }));
    expect(client.getQueryState(orderKeys.detail(7))?.isInvalidated).toBe(true);
    expect(client.getQueryState(['orders', 'inspections', 7])?.isInvalidated).toBe(true);
    expect(client.getQueryState(orderKeys.detail(8))?.isInvalidated).toBe(false);
  });
});
