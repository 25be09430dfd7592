import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { Role, type AccountBusinessDetails } from '@routier/domain';
import '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { aCurrentUser } from '../../../test/current-user';
import { BusinessDetailsView } from './business-details-view';
import { NotificationSettingsView } from './notification-settings-view';

const business: AccountBusinessDetails = {
  id: 7,
  kind: Role.Dealer,
  type: 1,
  name: 'Maple Motors',
  address: '1200 Bay St',
  city: 'Toronto',
  province: { abbreviation: 'ON', name: 'Ontario', tax_type: 'HST' },
  province_code: 'ON',
  zip_code: 'M5R 2A5',
  phone: '416-555-0142',
  email: 'sales@maplemotors.test',
  dealer_license: 'OMVIC-1',
  tax_id: '834512976RT0001',
  lat: 43.67,
  lng: -79.39,
  is_filled: true,
  is_auction: false,
  can_pay_with_invoice: false,
  cvor: null,
  usdot: null,
  iccmc: null,
  insurance_company_name: null,
  policy_number: null,
  general_liability: null,
  cargo_insurance: null,
  provinces: [],
  shipping_methods: [],
  order_filters: [],
  expiry_date: null,
  franchise_locations: [],
  insurance_files: [],
};
const carrierBusiness: AccountBusinessDetails = {
  ...business,
  kind: Role.TransportCompany,
  type: null,
  name: 'Northern Haul',
  cvor: '123-456-789',
  usdot: '3456789',
  iccmc: 'MC-1',
  insurance_company_name: 'Intact',
  policy_number: 'NH1',
  general_liability: 2_000_000,
  cargo_insurance: 250_000,
  provinces: ['ON'],
  shipping_methods: [3],
  order_filters: [{ category: 'priority', value: '1' }],
};

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let current: AccountBusinessDetails;

const wrap = (ui: ReactNode) => (
  <MantineProvider>
    <Notifications />
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>
  </MantineProvider>
);

beforeEach(() => {
  calls = [];
  queryClient.clear();
  document.cookie = 'XSRF-TOKEN=test-token';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      calls.push({ url, method: init?.method ?? 'GET', body });
      return new Response(JSON.stringify(current), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const writes = () => calls.filter((c) => c.method !== 'GET' && !c.url.includes('/users/me'));

describe('BusinessDetailsView', () => {
  it("labels the dealer's tax id by the province and disables it while no address is chosen", async () => {
    current = business;
    render(wrap(<BusinessDetailsView user={aCurrentUser({ role: Role.Dealer, business_details_id: 7 })} />));
    const taxId = await screen.findByLabelText(/^Tax ID \(HST\)/);
    expect((taxId as HTMLInputElement).disabled).toBe(false);
    fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: '1000 rue' } });
    expect((screen.getByLabelText(/^Tax ID/) as HTMLInputElement).disabled).toBe(true);
  });

  it('saves the dealer form with the address as its parts', async () => {
    current = business;
    render(wrap(<BusinessDetailsView user={aCurrentUser({ role: Role.Dealer, business_details_id: 7 })} />));
    await screen.findByLabelText(/^Tax ID/);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Business details updated')).toBeTruthy();
    expect(writes()).toEqual([
      {
        url: '/api/business-details/7',
        method: 'PUT',
        body: {
          name: 'Maple Motors',
          zip_code: 'M5R 2A5',
          phone: '416-555-0142',
          email: 'sales@maplemotors.test',
          dealer_license: 'OMVIC-1',
          tax_id: '834512976RT0001',
          type: 1,
          address: '1200 Bay St',
          city: 'Toronto',
          province: 'ON',
          lat: 43.67,
          lng: -79.39,
        },
      },
    ]);
  });

  it("refuses a malformed CVOR in a transport company's form, and sends money as dollars", async () => {
    current = carrierBusiness;
    render(wrap(<BusinessDetailsView user={aCurrentUser({ role: Role.TransportCompany, business_details_id: 7 })} />));
    const cvor = await screen.findByLabelText(/^CVOR/);
    fireEvent.change(cvor, { target: { value: '12a34' } });
    expect((cvor as HTMLInputElement).value).toBe('123-4');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter the CVOR as ###-###-###')).toBeTruthy();
    expect(writes()).toEqual([]);
    fireEvent.change(cvor, { target: { value: '123456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0].body).toMatchObject({
      cvor: '123-456-789',
      general_liability: 2_000_000,
      provinces: ['ON'],
      shipping_methods: [3],
    });
  });
});

describe('NotificationSettingsView', () => {
  it('saves the three filters and says so', async () => {
    current = carrierBusiness;
    render(wrap(<NotificationSettingsView user={aCurrentUser({ role: Role.TransportCompany, business_details_id: 7 })} />));
    const priority = await screen.findByLabelText(/^Priority orders only/);
    expect((priority as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText(/^Enclosed transport only/));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Notification settings updated')).toBeTruthy();
    expect(writes()).toEqual([
      {
        url: '/api/business-details/update-filters/7',
        method: 'POST',
        body: { enclosed_filter: 1, priority_filter: 1, snowbirds_filter: [] },
      },
    ]);
  });
});
