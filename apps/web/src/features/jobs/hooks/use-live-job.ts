import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../lib/live/live-events';
import { carrierOrderKeys } from '../api/get-carrier-order';
import { jobLoadsKeys } from '../api/job-loads';

/** Keeps an open job page current: an `order` event for it refetches the job and its loads (drivers' steps). */
export const useLiveJob = (orderId: number) => {
  const client = useQueryClient();
  useLiveEvent('order', (event) => {
    if (event.orderId !== orderId) return;
    void client.invalidateQueries({ queryKey: carrierOrderKeys.detail(orderId) });
    void client.invalidateQueries({ queryKey: jobLoadsKeys.list(orderId) });
  });
};
