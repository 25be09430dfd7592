import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Review, ReviewsResponse } from '@routier/domain';
import '../../../lib/i18n';
import { api } from '../../../lib/api-client';
import { loadNamespace } from '../../../lib/i18n';
import { ReviewsView } from './reviews-view';
import { mockApi } from '../../../test/mock-api';

mockApi();
const post = vi.mocked(api.post);

const review = (id: number, rating: number, feedback: string | null): Review => ({
  id,
  order_id: 100 + id,
  order_number: `RT-1001${id}`,
  rating,
  dealer_name: id % 2 ? 'Maple Motors' : 'Marie L.',
  feedback,
  created_at: `2026-11-1${id}T10:00:00Z`,
});

const response = (reviews: Review[]): ReviewsResponse => ({
  data: reviews,
  meta: { average_rating: reviews.length ? 4.3 : null, total_reviews: reviews.length },
  latest_reviews: reviews,
  chart: [{ month: '2026-11', count: reviews.length, average_rating: reviews.length ? 4.3 : null }],
  pagination: { current_page: 1, last_page: reviews.length ? 1 : 0, per_page: 10, total: reviews.length },
});

const renderView = () =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/reviews']}>
          <ReviewsView />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

beforeAll(() => loadNamespace('reviews'));
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

// the page renders Mantine's table, cards and selects: slow on a busy machine
describe('reviews page', { timeout: 20_000 }, () => {
  it('shows the average, and the latest reviews three at a time with previous and next', async () => {
    post.mockResolvedValue(
      response([review(1, 5, 'Perfect'), review(2, 4, 'Good'), review(3, 4, null), review(4, 3, 'Late'), review(5, 5, 'Great')]),
    );
    renderView();
    expect(await screen.findByTestId('average-rating')).toHaveProperty('textContent', '4.3');
    expect(screen.getByTestId('total-reviews').textContent).toBe('5 reviews');
    const latest = screen.getByRole('region', { name: 'Latest reviews' });
    expect(within(latest).getAllByRole('article')).toHaveLength(3);
    expect(within(latest).getByText('Latest reviews, 1 to 3 of 5')).toBeTruthy();
    const prev = within(latest).getByRole('button', { name: 'Previous reviews' });
    expect(prev.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(latest).getByRole('button', { name: 'Next reviews' }));
    expect(within(latest).getByText('Latest reviews, 2 to 4 of 5')).toBeTruthy();
    expect(within(latest).getByText('Late')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      '/dashboard/transport-company/ratings',
      { page: 1, sort_by: 'created_at', sort_order: 'desc' },
      expect.anything(),
    );
  });

  it('shows no slider for three reviews or fewer, and a friendly empty state', async () => {
    post.mockResolvedValueOnce(response([review(1, 5, 'Perfect'), review(2, 4, 'Good')]));
    renderView();
    const latest = await screen.findByRole('region', { name: 'Latest reviews' });
    expect(within(latest).queryByRole('button', { name: 'Next reviews' })).toBeNull();
    cleanup();
    post.mockResolvedValueOnce(response([]));
    renderView();
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
  });

  it('offers Retry when loading failed', async () => {
    post.mockRejectedValueOnce(new Error('offline'));
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 }));
    expect(post).toHaveBeenCalledTimes(2);
  });
});
