import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useLiveEvent } from '../../../lib/live/live-events';
import { carrierOrderKeys } from '../api/get-carrier-order';
import { jobLoadsKeys } from '../api/job-loads';

/**
 * Keeps an open job page current: an `order` event for it (a driver's step or answer, an inspection, a change of
 * its loads) refetches the job, its loads and what else the page shows (`alsoRefetch`: each load's steps, the
 * inspections), so a dispatcher's page never offers a step the driver already took.
 */
export const useLiveJob = (orderId: number, alsoRefetch: readonly QueryKey[] = []) => {
  const client = useQueryClient();
  useLiveEvent('order', (event) => {
    if (event.orderId !== orderId) return;
    void client.invalidateQueries({ queryKey: carrierOrderKeys.detail(orderId) });
    void client.invalidateQueries({ queryKey: jobLoadsKeys.list(orderId) });
    for (const queryKey of alsoRefetch) void client.invalidateQueries({ queryKey });
  });
};
