import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { OrderStatus, type OrderDetail } from '@routier/domain';
import '../../../lib/i18n';
import { api } from '../../../lib/api-client';
import { loadNamespace } from '../../../lib/i18n';
import { OrderRatingPanel } from './order-rating-panel';
import { mockApi } from '../../../test/mock-api';

mockApi();
const post = vi.mocked(api.post);

// jsdom has no FontFaceSet; Mantine's autosize textarea listens to it
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
}

type PanelOrder = Pick<OrderDetail, 'id' | 'status' | 'ratings' | 'user'>;
const order = (over: Partial<PanelOrder> = {}): PanelOrder => ({
  id: 7,
  status: OrderStatus.Completed,
  ratings: [],
  user: { id: 1, deleted_at: null },
  ...over,
});

const renderPanel = (o: PanelOrder) =>
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <OrderRatingPanel order={o} />
      </QueryClientProvider>
    </MantineProvider>,
  );

beforeAll(() => loadNamespace('reviews'));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('rating a completed order', () => {
  it('opens by itself, needs stars, asks for confirmation, then sends the stars and feedback', async () => {
    post.mockResolvedValue({ message: 'order.rated', status: 6, status_name: 'Completed and confirmed', rating: {} });
    renderPanel(order());
    expect(await screen.findByRole('dialog', { name: 'Rate your delivery' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please choose from 1 to 5 stars')).toBeTruthy();

    // a star is picked by its label (a click) or Enter/Space on its radio
    const four = screen.getByRole('radio', { name: '4 out of 5 stars' });
    fireEvent.click(document.querySelector(`label[for="${four.id}"]`)!);
    fireEvent.change(screen.getByLabelText('Feedback (optional)'), { target: { value: 'Careful driver' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/Send a rating of 4 stars\?/)).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Yes, send my rating' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/orders/ratings/7/dealer', { rating: 4, feedback: 'Careful driver' }));
    expect(await screen.findByText('Thank you! Your rating was sent and the order is confirmed.')).toBeTruthy();
  }, 20_000);

  it('keeps a Leave feedback button after the modal is closed', async () => {
    renderPanel(order());
    fireEvent.click(await screen.findByRole('button', { name: 'Later' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave feedback' }));
    expect(await screen.findByRole('dialog', { name: 'Rate your delivery' })).toBeTruthy();
  });

  it('shows the stars and feedback given, and nothing on other orders', async () => {
    renderPanel(
      order({
        status: OrderStatus.CompletedConfirmed,
        ratings: [{ type: 1, rating: 5, feedback: 'Perfect', created_at: '2026-11-20T10:00:00Z' }],
      }),
    );
    expect(await screen.findByRole('img', { name: '5 out of 5 stars' })).toBeTruthy();
    expect(screen.getByText('Perfect')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    renderPanel(order({ status: OrderStatus.InProgress }));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Leave feedback' })).toBeNull();
  });
});
