import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { CouponRow } from '@routier/domain';
import '../../../lib/i18n';
import { api } from '../../../lib/api-client';
import { CouponsTabs } from './coupons-tabs';
import { mockApi } from '../../../test/mock-api';

mockApi();
const get = vi.mocked(api.get);

const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const coupon = (id: number, patch: Partial<CouponRow>): CouponRow => ({
  id,
  amount: 100,
  expires_at: null,
  used_at: null,
  order_id: null,
  order_number: null,
  ...patch,
});

const renderTabs = (canSubscribe = true) =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <CouponsTabs canSubscribe={canSubscribe} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('CouponsTabs', () => {
  it('splits coupons into available, used and expired, with the expiry texts', async () => {
    get.mockResolvedValue({
      data: [
        coupon(1, {}),
        coupon(2, { amount: 25, expires_at: at(50 * HOUR + 60_000) }),
        coupon(3, { amount: 15, expires_at: at(20 * 60_000) }),
        coupon(4, { used_at: at(-HOUR), order_id: 9, order_number: 'RT-100109' }),
        coupon(5, { expires_at: at(-HOUR) }),
      ],
    });
    renderTabs();
    expect(await screen.findByRole('tab', { name: 'Available (3)' })).toBeTruthy();
    expect(screen.getByText('No expiration')).toBeTruthy();
    expect(screen.getByText('Expires in 50 hours')).toBeTruthy();
    expect(screen.getByText('Expires in less than an hour')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Used (1)' }));
    expect((await screen.findByRole('link', { name: '#RT-100109' })).getAttribute('href')).toBe('/my-orders/9');
    fireEvent.click(screen.getByRole('tab', { name: 'Expired (1)' }));
    expect(await screen.findByText('Expired', { selector: 'p' })).toBeTruthy();
  });

  it('offers the newsletter coupon when none is available, to those who may have it', async () => {
    get.mockResolvedValue({ data: [] });
    renderTabs(true);
    expect((await screen.findByRole('link', { name: 'Get $100 off with our newsletter' })).getAttribute('href')).toBe(
      '/newsletter',
    );
  });

  it('says what failed and retries', async () => {
    get.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ data: [] });
    renderTabs(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no coupon to use right now.')).toBeTruthy();
  });
});
