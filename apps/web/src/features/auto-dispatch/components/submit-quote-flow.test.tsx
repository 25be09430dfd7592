import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { QuoteInfo } from '@routier/domain';
import { loadNamespace } from '../../../lib/i18n';
import { api } from '../../../lib/api-client';
import { SubmitQuoteFlow } from './submit-quote-flow';
import { mockApi } from '../../../test/mock-api';

mockApi();
const post = vi.mocked(api.post);

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const info: QuoteInfo = {
  id: 7,
  order_number: 'RT-100007',
  cars: [
    {
      id: 1,
      make: 'Kia',
      model: 'Telluride',
      year: 2022,
      vin: null,
      is_operable: true,
      is_modified: false,
      enclosed: false,
      is_antique: false,
      width: null,
      height: null,
      length: null,
      weight: null,
      comments: null,
    },
  ],
  from: { city: 'Québec', province: 'QC', zip_code: 'G1R' },
  to: { city: 'Montréal', province: 'QC', zip_code: 'H3A' },
  from_location: 'Québec, QC G1R',
  to_location: 'Montréal, QC H3A',
  origin_type_id: 1,
  destination_type_id: 1,
  start_date: null,
  needed_by_date: day(6),
  shipping_method: null,
  is_enclosed: false,
  distance: 279.5,
  user_role: 4,
  dealer_type: null,
  us_external_type: null,
  available_methods: [2, 3],
  today: day(0),
  pickup_time_zone: 'America/Toronto',
  already_quoted: false,
};

const renderFlow = () => {
  const router = createMemoryRouter(
    [
      { path: '/q', element: <SubmitQuoteFlow info={info} paths={{ success: '/ok', error: '/err', decline: '/no' }} /> },
      { path: '/ok', element: <p>submitted</p> },
    ],
    { initialEntries: ['/q'] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
};
const fill = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('SubmitQuoteFlow', () => {
  beforeAll(() => loadNamespace('auto-dispatch'));
  beforeEach(() => post.mockReset());

  it('asks for the delivery ETA of a priority request, the price confirmation, then availability and terms', async () => {
    post.mockResolvedValue({ message: 'quote.submitted', id: 3 });
    renderFlow();
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Confirm your price to continue.')).toBeTruthy();
    // the date field takes typing once its lazy calendar has loaded (until then it stands there read-only)
    await waitFor(() => expect((screen.getByTestId('pickup-date') as HTMLInputElement).readOnly).toBe(false));
    fill('pickup-date', day(2));
    fireEvent.click(screen.getByLabelText(/\(priority\)/));
    fill('quote-price', '$1,250.50');
    fireEvent.click(screen.getByLabelText('I confirm this price'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // no method picked yet
    await waitFor(() => expect(document.body.textContent).toContain('This field is required'));
    fireEvent.click(screen.getByRole('combobox', { name: /Transport mode/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Flatbed', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Availability and terms' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit quote' }));
    expect(await screen.findByText('Enter the days.')).toBeTruthy();
    fill('quote-days', '1');
    fill('quote-hours', '2');
    fireEvent.click(screen.getByLabelText('I agree to the terms and conditions'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit quote' }));
    await waitFor(() => expect(screen.getByText('submitted')).toBeTruthy());
    expect(post).toHaveBeenCalledWith(
      '/auto-dispatch/submit-price/7',
      {
        pickup_date: day(2),
        pickup_from: null,
        pickup_to: null,
        dropoff_date: null,
        dropoff_from: null,
        dropoff_to: null,
        price: 1250.5,
        shipping_method: 2,
        notes: null,
        delivery_type_eta: 'priority',
        confirm_price: true,
        availability: 26,
      },
      { silent: true },
    );
  }, 30_000);
});
