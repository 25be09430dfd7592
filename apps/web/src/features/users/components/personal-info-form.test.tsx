import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Role, type CurrentUser } from '@routier/domain';
import '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { PersonalInfoForm } from './personal-info-form';

const newUser: CurrentUser = {
  id: 9,
  role: Role.SubDealer,
  active: true,
  email: 'new@example.com',
  first_name: null,
  last_name: null,
  phone: null,
  business_details_id: 1,
  postal_code: null,
  new_user: true,
  profile_image: null,
  discount: [],
  business_details: null,
  locale: 'en',
  redirect_to_admin_panel: false,
  email_verified_at: '2026-01-01T00:00:00.000Z',
  address: null,
  title: 1,
};

let puts: { url: string; body: unknown }[];
const wrap = (ui: ReactNode) => (
  <MantineProvider>
    <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
  </MantineProvider>
);

beforeEach(() => {
  puts = [];
  document.cookie = 'XSRF-TOKEN=test-token';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') puts.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify(newUser), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const fillNames = () => {
  fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Sam' } });
  fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Roy' } });
  fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '5145550000' } });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

describe('PersonalInfoForm', () => {
  it('completes a new sub-dealer with names and phone, then continues', async () => {
    const onSaved = vi.fn();
    render(wrap(<PersonalInfoForm user={newUser} onSaved={onSaved} />));
    expect(screen.queryByLabelText(/^Address/)).toBeNull();
    submit();
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    fillNames();
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(puts).toEqual([{ url: '/api/subdealers/9', body: { first_name: 'Sam', last_name: 'Roy', phone: '514-555-0000' } }]);
  });

  it('asks a dispatcher for an address chosen from the suggestions', async () => {
    const onSaved = vi.fn();
    render(wrap(<PersonalInfoForm user={{ ...newUser, role: Role.Dispatcher }} onSaved={onSaved} />));
    fillNames();
    submit();
    expect(await screen.findByText('Choose an address from the suggestions')).toBeTruthy();
    expect(puts).toHaveLength(0);
  });

  it('keeps a dispatcher saved address and sends it with its coordinates', async () => {
    const onSaved = vi.fn();
    const address = { address: '1 Rue Sainte-Catherine, Montréal, QC', lat: 45.5, lng: -73.57 };
    render(wrap(<PersonalInfoForm user={{ ...newUser, role: Role.Dispatcher, address }} onSaved={onSaved} />));
    fillNames();
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(puts[0]).toEqual({
      url: '/api/dispatchers/9',
      body: { first_name: 'Sam', last_name: 'Roy', phone: '514-555-0000', ...address },
    });
  });
});
