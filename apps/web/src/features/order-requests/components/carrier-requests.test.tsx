import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OrderRequestsState } from '@routier/domain';
import '../../../lib/i18n';
import { api, ApiError } from '../../../lib/api-client';
import { loadNamespace } from '../../../lib/i18n';
import { ReportIssueButton } from './report-issue-button';
import { RequestCancellationButton } from './request-cancellation-button';
import { localDay } from './local-day';
import { mockApi } from '../../../test/mock-api';
import { typeDate } from '../../../test/date-input';

mockApi();
const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

// jsdom has no FontFaceSet; Mantine's autosize textarea listens to it
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
}

const state = (cancel: OrderRequestsState['cancel']): OrderRequestsState => ({
  data: [],
  cancel,
  complete: null,
  can_report: true,
});

const renderWith = (ui: React.ReactNode) =>
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );

beforeAll(() => loadNamespace('order-requests'));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('request cancellation (carrier)', () => {
  it('is disabled in the first 12 hours after acceptance, with the message', async () => {
    get.mockResolvedValue(
      state({ allowed: false, refusal: 'order.cancel_available_after_12_hours', available_at: '2026-11-22T00:00:00Z' }),
    );
    renderWith(<RequestCancellationButton orderId={7} />);
    expect(await screen.findByText('Cancellation is available after 12 hours')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel order' }).hasAttribute('disabled')).toBe(true);
    expect(get).toHaveBeenCalledWith('/order-requests/7', expect.anything());
  });

  it('sends the reason (5 to 150 characters) and shows the server refusal on the field', async () => {
    get.mockResolvedValue(state({ allowed: true, refusal: null, available_at: '2026-11-22T00:00:00Z' }));
    post.mockRejectedValueOnce(new ApiError(409, 'order.request_in_progress'));
    renderWith(<RequestCancellationButton orderId={7} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'abc' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('The reason must be 5 to 150 characters')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Truck broke down' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/orders/cancel-request/7', { reason: 'Truck broke down' }));
    expect(await within(dialog).findByText('A request is already in progress')).toBeTruthy();
  });
});

describe('report issue', () => {
  it('a delay needs a reason and a date not before yesterday; success says "Report sent successfully"', async () => {
    post.mockResolvedValue({});
    renderWith(<ReportIssueButton target={{ kind: 'car', id: 31 }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Report issue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report an issue on this car' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findAllByText('This field is required')).length).toBe(2);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Driver sick' }));
    await typeDate(/New arrival date/, localDay(-2).replaceAll('-', '/'));
    expect(await within(dialog).findByText('The date cannot be earlier than yesterday')).toBeTruthy();
    await typeDate(/New arrival date/, localDay(3).replaceAll('-', '/'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/cars/report-issue/31', {
        type: 'delay',
        reason: 'driver_sick',
        new_eta: localDay(3),
        other_reason: null,
      }),
    );
    expect(await screen.findByText('Report sent successfully')).toBeTruthy();
  });

  it('a car pickup problem "other" needs its text and may ask to cancel; a failure says "Something went wrong"', async () => {
    post.mockRejectedValue(new ApiError(500, 'Server Error'));
    renderWith(<ReportIssueButton target={{ kind: 'car', id: 31 }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Report issue' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByText('Car pickup problem'));
    fireEvent.click(within(dialog).getAllByRole('radio', { name: 'Other' }).at(-1)!);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('The reason must be 5 to 150 characters')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Describe the issue/), { target: { value: 'Gate locked, nobody there' } });
    fireEvent.click(within(dialog).getByLabelText('Also ask to cancel this job'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/cars/report-issue/31', {
        type: 'pickup_problem',
        reason: 'other',
        other_reason: 'Gate locked, nobody there',
        cancel_request: true,
      }),
    );
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
  });
});
