import { useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@routier/domain';
import { useLiveEvent } from '../../../lib/live/live-events';
import { orderKeys } from '../api/get-order';

/**
 * Keeps an open order page current: an `order` event refetches the order (status, tasks, loads) and its
 * inspections; a `position` event moves the car on the map without refetching anything.
 */
export const useLiveOrder = (orderId: number) => {
  const client = useQueryClient();
  useLiveEvent('order', (event) => {
    if (event.orderId !== orderId) return;
    void client.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
    void client.invalidateQueries({ queryKey: ['orders', 'inspections', orderId] });
  });
  useLiveEvent('position', (event) => {
    if (event.orderId !== orderId) return;
    client.setQueryData<OrderDetail>(orderKeys.detail(orderId), (order) =>
      order
        ? {
            ...order,
            cars: order.cars.map((car) =>
              car.id === event.carId ? { ...car, last_position: { lat: event.lat, lng: event.lng, address: null } } : car,
            ),
          }
        : order,
    );
  });
};
