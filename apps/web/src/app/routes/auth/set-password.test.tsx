import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Role, type CurrentUser } from '@routier/domain';
import { i18n } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { getToken, StorageKey } from '../../../lib/storage';
import { SetPasswordPage } from './set-password';

const user: CurrentUser = {
  id: 7,
  role: Role.TransportCompany,
  active: true,
  email: 'owner@carrier.test',
  first_name: 'Marc',
  last_name: 'Gagnon',
  phone: '514-555-0199',
  business_details_id: 3,
  postal_code: null,
  new_user: false,
  profile_image: null,
  discount: [],
  business_details: null,
  locale: 'en',
  redirect_to_admin_panel: false,
  email_verified_at: '2026-11-21T15:00:00.000Z',
  address: null,
  title: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let logouts: number;

beforeEach(async () => {
  queryClient.clear();
  localStorage.clear();
  logouts = 0;
  document.cookie = 'XSRF-TOKEN=test-token';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/users/me')) return json(200, user);
      if (url.startsWith('/api/auth/web-logout')) return (logouts++, json(200, { message: 'Logged out.' }));
      if (url.startsWith('/api/auth/csrf-cookie')) return new Response(null, { status: 204 });
      return json(404, { message: 'Not found' });
    }),
  );
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const open = () =>
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/', '/password/set/abc123']} initialIndex={1}>
          <Routes>
            <Route path="/password/set/:token" element={<SetPasswordPage />} />
            <Route path="/" element={<p>home page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('an invitation link opened while someone is signed in', () => {
  beforeEach(() => localStorage.setItem(StorageKey.token, 'token'));

  it('says who is signed in, signs him out on request and goes on with the invitation', async () => {
    open();
    expect(await screen.findByText('This browser is signed in as Marc Gagnon (owner@carrier.test).')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out and continue' }));
    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeTruthy();
    expect(logouts).toBe(1);
    expect(getToken()).toBeNull();
  });

  it('goes back without signing out', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(logouts).toBe(0);
    expect(getToken()).toBe('token');
  });

  it('says it in French', async () => {
    await i18n.changeLanguage('fr');
    open();
    expect(await screen.findByText('Ce navigateur est connecté au compte Marc Gagnon (owner@carrier.test).')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se déconnecter et continuer' })).toBeTruthy();
  });
});

it('shows the invitation at once to a visitor who is not signed in', async () => {
  open();
  expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeTruthy();
});
