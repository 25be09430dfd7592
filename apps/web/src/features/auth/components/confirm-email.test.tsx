import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Role, type CurrentUser } from '@routier/domain';
import { i18n } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { StorageKey } from '../../../lib/storage';
import { ConfirmEmail } from './confirm-email';

const user: CurrentUser = {
  id: 7,
  role: Role.PrivateUser,
  active: true,
  email: 'camille@example.com',
  first_name: 'Camille',
  last_name: 'Roy',
  phone: '514-555-0199',
  business_details_id: null,
  postal_code: 'H2X 1Y4',
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
const NOT_VERIFIED = () => json(403, { message: 'Your email address is not verified.' });

/** What GET /users/me answers; a signed-out visitor never asks. */
let me: () => Response;
let resends: number;

beforeEach(async () => {
  queryClient.clear();
  localStorage.clear();
  resends = 0;
  document.cookie = 'XSRF-TOKEN=test-token';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      // a real round trip: the page must not lose what it was saying while the session reloads
      if (url.startsWith('/api/users/me')) return new Promise<Response>((resolve) => setTimeout(() => resolve(me()), 30));
      if (url.startsWith('/api/email/resend')) return (resends++, json(200, { message: 'sent' }));
      return json(404, { message: 'Not found' });
    }),
  );
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const signedIn = (answer: () => Response) => {
  localStorage.setItem(StorageKey.token, 'token');
  localStorage.setItem(StorageKey.user, JSON.stringify({ ...user, email_verified_at: null }));
  me = answer;
};

const open = (url: string) =>
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/confirm-email" element={<ConfirmEmail />} />
            <Route path="/" element={<p>home page</p>} />
            <Route path="/login" element={<p>login page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('opening the confirmation link', () => {
  it('signed out: says the address is confirmed and offers to sign in', async () => {
    open('/confirm-email?result=confirmed');
    expect(await screen.findByRole('heading', { name: 'Email address confirmed' })).toBeTruthy();
    expect(screen.getByText('Thank you, your email address is confirmed.')).toBeTruthy();
    expect(screen.getByText('Sign in to continue.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('login page')).toBeTruthy();
  });

  it('signed in: says the address is confirmed, then goes on home', async () => {
    signedIn(() => json(200, user));
    open('/confirm-email?result=confirmed');
    expect(await screen.findByText('Thank you, your email address is confirmed.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('home page')).toBeTruthy();
  });

  it('a link opened again says the address was already confirmed', async () => {
    open('/confirm-email?result=already_confirmed');
    expect(await screen.findByRole('heading', { name: 'Email address already confirmed' })).toBeTruthy();
  });

  it('signed out, an expired link says so and leads to sign-in for a new one', async () => {
    open('/confirm-email?result=invalid');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The link has expired or is invalid.');
    expect(screen.getByText('Sign in to send yourself a new link.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('signed in and unconfirmed, an expired link says so and resends a new one', async () => {
    signedIn(NOT_VERIFIED);
    open('/confirm-email?result=invalid');
    expect(await screen.findByText(/That confirmation link has expired or is invalid/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send it again' }));
    expect(await screen.findByText('A new confirmation link has been sent to your email address.')).toBeTruthy();
    expect(resends).toBe(1);
  });

  it('says it in French', async () => {
    await i18n.changeLanguage('fr');
    open('/confirm-email?result=confirmed');
    expect(await screen.findByRole('heading', { name: 'Adresse courriel confirmée' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeTruthy();
  });
});

describe('"I\'ve confirmed my email"', () => {
  it('before confirming: says the address is not confirmed yet', async () => {
    signedIn(NOT_VERIFIED);
    open('/confirm-email');
    fireEvent.click(await screen.findByRole('button', { name: "I've confirmed my email" }));
    expect(await screen.findByTestId('still-unconfirmed')).toHaveProperty(
      'textContent',
      'Your email address is not confirmed yet. Open the link in the email we sent to camille@example.com, or send yourself a new one.',
    );
  });

  it('after confirming elsewhere: goes on home', async () => {
    signedIn(NOT_VERIFIED);
    open('/confirm-email');
    const check = await screen.findByRole('button', { name: "I've confirmed my email" });
    me = () => json(200, user);
    fireEvent.click(check);
    await waitFor(() => expect(screen.getByText('home page')).toBeTruthy());
  });
});
