import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { OrderStatus } from '@routier/domain';
import '../../../lib/i18n';
import { api, ApiError } from '../../../lib/api-client';
import { orderFixture } from '../../../features/orders/components/order-details/order-fixture';
import { OrderDetailsPage } from './order-details';
import { mockApi } from '../../../test/mock-api';

mockApi();
const get = vi.mocked(api.get);

const renderPage = () =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/my-orders/7']}>
          <Routes>
            <Route path="/my-orders/:id" element={<OrderDetailsPage />} />
            <Route path="/my-orders" element={<p>orders list</p>} />
            <Route path="/my-orders/create/:id" element={<p>create flow</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

afterEach(() => {
  cleanup();
  get.mockReset();
});

describe('/my-orders/:id', () => {
  it("goes back to the orders list on someone else's order (403)", async () => {
    get.mockRejectedValue(new ApiError(403, 'This action is unauthorized.'));
    renderPage();
    expect(await screen.findByText('orders list')).toBeTruthy();
  });

  it('sends a draft to the create flow', async () => {
    get.mockResolvedValue(orderFixture({ status: OrderStatus.Draft }));
    renderPage();
    expect(await screen.findByText('create flow')).toBeTruthy();
  });

  it('offers Retry when loading failed', async () => {
    get.mockRejectedValue(new ApiError(0, 'Network error'));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
