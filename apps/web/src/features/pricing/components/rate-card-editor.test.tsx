import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DEFAULT_RATE_CARD } from '@routier/domain';
import '../../../lib/i18n';
import { RateCardEditor } from './rate-card-editor';

type Call = { url: string; method: string; body: Record<string, unknown> | undefined };
let calls: Call[];

const PREVIEW = {
  data: [
    {
      key: 'toronto-montreal',
      from: 'Toronto',
      to: 'Montréal',
      km: 541,
      shipping_method: 3,
      cars: 3,
      current: { price: 1577.25, total: 1839.8 },
      draft: { price: 1820.7, total: 2123.76 },
      change_percent: 15.4,
    },
  ],
};

const wrap = (ui: ReactNode) => (
  <MantineProvider>
    <Notifications />
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>
  </MantineProvider>
);

beforeEach(() => {
  calls = [];
  document.cookie = 'XSRF-TOKEN=test-token';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ url, method, body });
      const payload = url.endsWith('/preview')
        ? PREVIEW
        : method === 'PUT'
          ? { ...body, version: 'v1' }
          : { ...DEFAULT_RATE_CARD, version: 'default' };
      return new Response(JSON.stringify(payload), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('RateCardEditor', () => {
  it('edits in dollars, previews the draft on sample routes, and saves cents with the version it edited', async () => {
    render(wrap(<RateCardEditor />));
    const haulAway600 = (await screen.findAllByLabelText('Per km, ≤ 600 km'))[2] as HTMLInputElement;
    expect(haulAway600.value).toBe('$0.75');
    fireEvent.change(haulAway600, { target: { value: '0.9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview on sample routes' }));
    expect(await screen.findByText('+15.4 %')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save the rate card' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!.body as {
      version: string;
      methods: Record<string, { upTo600: { perKm: number } }>;
    };
    expect(put.version).toBe('default');
    expect(put.methods['3'].upTo600.perKm).toBe(90);
    expect(await screen.findByText('Rate card saved')).toBeTruthy();
  }, 20_000);
});
