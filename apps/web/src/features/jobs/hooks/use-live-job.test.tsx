import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emitLiveEvent } from '../../../lib/live/live-events';
import { carrierOrderKeys } from '../api/get-carrier-order';
import { jobLoadsKeys } from '../api/job-loads';
import { useLiveJob } from './use-live-job';

describe('the live job page', () => {
  it("refetches the job, its loads and each load's steps when a driver moves a load of this job, and only this job", () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    for (const key of [carrierOrderKeys.detail(7), jobLoadsKeys.list(7), ['loads', 'status', 70], jobLoadsKeys.list(8)])
      client.setQueryData(key, {});
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useLiveJob(7, [['loads', 'status']]), { wrapper });
    act(() => emitLiveEvent({ kind: 'order', orderId: 8 }));
    expect(client.getQueryState(['loads', 'status', 70])?.isInvalidated).toBe(false);
    act(() => emitLiveEvent({ kind: 'order', orderId: 7 }));
    expect(client.getQueryState(carrierOrderKeys.detail(7))?.isInvalidated).toBe(true);
    expect(client.getQueryState(jobLoadsKeys.list(7))?.isInvalidated).toBe(true);
    expect(client.getQueryState(['loads', 'status', 70])?.isInvalidated).toBe(true);
    expect(client.getQueryState(jobLoadsKeys.list(8))?.isInvalidated).toBe(false);
  });
});
