import { describe, expect, it } from 'vitest';
import { queryClient } from './query-client';

describe('the app’s query client', () => {
  it('marks every cached query stale once a change succeeds, and keeps them fresh when it fails', async () => {
    queryClient.setQueryData(['jobs', 'active', { page: 1 }], { data: [] });
    queryClient.setQueryData(['offers', 'list'], { data: [1] });
    const change = (mutationFn: () => Promise<unknown>) =>
      queryClient.getMutationCache().build(queryClient, { mutationFn }).execute(undefined);

    await expect(change(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(queryClient.getQueryState(['jobs', 'active', { page: 1 }])?.isInvalidated).toBe(false);

    await change(() => Promise.resolve({ id: 7 }));
    expect(queryClient.getQueryState(['jobs', 'active', { page: 1 }])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['offers', 'list'])?.isInvalidated).toBe(true);
    queryClient.clear();
  });
});
