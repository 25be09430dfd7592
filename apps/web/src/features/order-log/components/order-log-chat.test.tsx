import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OrderLogEntry, OrderLogList } from '@routier/domain';
import '../../../lib/i18n';
import { api, ApiError } from '../../../lib/api-client';
import { loadNamespace } from '../../../lib/i18n';
import { OrderLogChat } from './order-log-chat';
import { mockApi } from '../../../test/mock-api';

mockApi();
const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

// jsdom has no FontFaceSet; Mantine's autosize textarea listens to it
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
}

const entry = (over: Partial<OrderLogEntry>): OrderLogEntry => ({
  id: 1,
  thread: 'customer',
  display_text: '',
  event: null,
  created_at: '2026-11-21T15:00:00Z',
  belongs_to_current_user: false,
  sender_role_name: 'admin',
  sender_name: 'Alice Admin',
  order_log_files: [],
  ...over,
});
const list = (data: OrderLogEntry[], disabled_reason: string | null = null): OrderLogList => ({ data, disabled_reason });

const renderChat = () =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <OrderLogChat orderId={5} />
      </QueryClientProvider>
    </MantineProvider>,
  );

beforeAll(() => loadNamespace('order-requests'));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('order log chat', () => {
  it('shows the thread: the team, my messages, files and events in words', async () => {
    get.mockResolvedValue(
      list([
        entry({ id: 1, display_text: 'Tomorrow morning.' }),
        entry({ id: 2, belongs_to_current_user: true, sender_role_name: 'dealer', display_text: 'Thanks!' }),
        entry({
          id: 3,
          belongs_to_current_user: true,
          order_log_files: [{ id: 9, file_name: 'bol.pdf', path_url: 'http://x/api/files/a.pdf', mime_type: 'application/pdf' }],
        }),
        entry({
          id: 4,
          sender_role_name: 'system',
          event: { type: 'issue_reported', params: { type: 'delay', new_eta: '2026-11-28' } },
        }),
      ]),
    );
    renderChat();
    expect(await screen.findByText('Tomorrow morning.')).toBeTruthy();
    expect(screen.getByText('Routier team')).toBeTruthy();
    expect(screen.getAllByText('You')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'File: bol.pdf' }).getAttribute('href')).toBe('http://x/api/files/a.pdf');
    expect(screen.getByText('Delay reported: new arrival date Nov 28, 2026')).toBeTruthy();
  });

  it('an empty thread says so; a message is 2 to 255 characters and the list is updated from the answer', async () => {
    get.mockResolvedValue(list([]));
    post.mockResolvedValue(list([entry({ belongs_to_current_user: true, display_text: 'Hello team' })]));
    renderChat();
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
    expect(screen.getByText('0 / 255 characters')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This value is too short')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello team' } });
    expect(screen.getByText('10 / 255 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/order-logs/5', { comment: 'Hello team' }));
    expect(await screen.findByText('Hello team')).toBeTruthy();
  });

  it('a file over 20 MB shows the size message (413 from the server too)', async () => {
    get.mockResolvedValue(list([]));
    post.mockRejectedValue(new ApiError(413, 'The file may not be greater than 20 MB.'));
    const { container } = renderChat();
    await screen.findByText('No messages yet.');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    const big = new File(['x'], 'big.mov');
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('The file may not be greater than 20 MB.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'ok.pdf')] } });
    await waitFor(() => expect(post).toHaveBeenCalledWith('/order-logs/files/5', expect.any(FormData)));
    expect(await screen.findByText('The file may not be greater than 20 MB.')).toBeTruthy();
  });

  it('is closed when the owner was deleted, and offers Retry when loading failed', async () => {
    get.mockResolvedValueOnce(list([], 'order.owner_deleted'));
    renderChat();
    expect(await screen.findByText("The customer's account was deleted: chat and actions are closed")).toBeTruthy();
    expect(screen.queryByLabelText('Message')).toBeNull();
    cleanup();

    get.mockRejectedValueOnce(new ApiError(0, 'offline')).mockResolvedValueOnce(list([]));
    renderChat();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
  });
});
