import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Role } from '@routier/domain';
import { i18n } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { StorageKey } from '../../../lib/storage';
import { LoginForm } from './login-form';

const user = { id: 7, role: Role.Dealer, email: 'dealer@routier.test', locale: 'en', email_verified_at: '2026-01-01T00:00:00Z' };
let loginResponse: () => Response;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;
const renderLogin = () =>
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/login']}>
          <Routes>
            <Route path="/login" element={<LoginForm />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=test-token';
  loginResponse = () => json(200, { token: 'tok', user });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/auth/web-login')) return loginResponse();
      if (url === '/api/users/me') return json(200, user);
      if (url === '/api/demo-accounts')
        return json(200, { data: [{ email: 'private@routier.test', role: 10, label: 'Private user' }] });
      return json(200, {});
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  queryClient.clear();
  await i18n.changeLanguage('en');
});

const signIn = (email: string, password: string) => {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('LoginForm', () => {
  it('shows wrong credentials under the e-mail', async () => {
    loginResponse = () => json(422, { message: 'Invalid.', errors: { email: ['invalidCredentials'] } });
    renderLogin();
    signIn('dealer@routier.test', 'nope-nope');
    expect(await screen.findByText('These credentials do not match our records')).toBeTruthy();
    expect(localStorage.getItem(StorageKey.token)).toBeNull();
  });

  it('starts the session and returns to the remembered page, once', async () => {
    localStorage.setItem(StorageKey.lastLocation, '/my-orders?filter=3');
    renderLogin();
    signIn('dealer@routier.test', 'routier-demo');
    expect((await screen.findByTestId('where')).textContent).toBe('/my-orders');
    expect(localStorage.getItem(StorageKey.token)).toBe('tok');
    expect(localStorage.getItem(StorageKey.lastLocation)).toBeNull();
  });

  it('sends an unverified user to /confirm-email in their own language', async () => {
    loginResponse = () => json(200, { token: 'tok', user: { ...user, locale: 'fr', email_verified_at: null } });
    renderLogin();
    signIn('dealer@routier.test', 'routier-demo');
    expect((await screen.findByTestId('where')).textContent).toBe('/confirm-email');
    expect(i18n.language).toBe('fr');
  });

  it('fills the form from a demo account', async () => {
    renderLogin();
    // named by the text it shows, first (WCAG 2.5.3); the hint above it says what a click does
    const account = await screen.findByRole('button', { name: /^Private user/ });
    const hint = document.getElementById(account.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toMatch(/Click one to fill in the form/);
    fireEvent.click(account);
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('private@routier.test');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('routier-demo');
  });
});
