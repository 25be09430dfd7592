import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { i18n } from '../../lib/i18n';
import { SESSION_EXPIRED_KEY, api } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { LoginPage } from './auth/login';
import { NotFoundPage } from './misc/not-found';
import { TermsPage } from './misc/terms';
import { PrivacyPage } from './misc/privacy';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const renderAt = (path: string, element: React.ReactNode, entries: string[] = [path]) =>
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<p data-testid="elsewhere">elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

let loginResponse: () => Response;
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  loginResponse = () => json(422, { message: 'Invalid.', errors: { email: ['invalidCredentials'] } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/auth/web-login')) return loginResponse();
      if (url.startsWith('/api/boom')) return json(500, { message: 'Server Error' });
      if (url.startsWith('/api/gone')) return json(404, { message: 'Not found.' });
      if (url === '/api/demo-accounts')
        return json(200, {
          data: [
            { email: 'private@routier.test', role: 10, label: 'Private user' },
            { email: 'new.dispatcher@routier.test', role: 6, label: 'New dispatcher (first sign-in)' },
          ],
        });
      return json(200, {});
    }),
  );
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
  await i18n.changeLanguage('en');
});

describe('page titles', () => {
  it('titles each tab after its page, in the current language', async () => {
    renderAt('/login', <LoginPage />);
    expect(document.title).toBe('Sign in · Routier');
    cleanup();
    await i18n.changeLanguage('fr');
    renderAt('/terms', <TermsPage />);
    expect(document.title).toBe('Conditions d’utilisation · Routier');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Conditions d’utilisation');
    cleanup();
    renderAt('/privacy', <PrivacyPage />);
    expect(document.title).toBe('Politique de confidentialité · Routier');
  });
});

describe('/login', () => {
  it('says the session expired when a request found it gone, once', () => {
    sessionStorage.setItem(SESSION_EXPIRED_KEY, '1');
    renderAt('/login', <LoginPage />);
    expect(screen.getByTestId('session-expired').textContent).toContain('Your session expired');
    cleanup();
    renderAt('/login', <LoginPage />);
    expect(screen.queryByTestId('session-expired')).toBeNull();
  });

  it('after a rate limit, says how long to wait and keeps the button disabled until then', async () => {
    loginResponse = () => json(429, { message: 'Too many attempts. Please try again in 30 seconds.' }, { 'retry-after': '30' });
    renderAt('/login', <LoginPage />);
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'a@b.ca' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('rate-limit-alert')).textContent).toBe(
      'Too many attempts. Please try again in 30 seconds.',
    );
    const button = screen.getByRole('button', { name: /Sign in \(\d+ s\)/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText('Error!')).toBeNull();
  });
});

describe('demo accounts', () => {
  it('are named in the current language', async () => {
    await i18n.changeLanguage('fr');
    renderAt('/login', <LoginPage />);
    expect(await screen.findByText('Particulière')).toBeTruthy();
    expect(screen.getByText('Nouveau répartiteur (première connexion)')).toBeTruthy();
    expect(screen.queryByText('Private user')).toBeNull();
  });
});

describe('/not-found', () => {
  it('says "something went wrong" after a server error, with Back beside Continue', async () => {
    await api.get('/boom').catch(() => undefined);
    renderAt('/not-found', <NotFoundPage />, ['/my-orders', '/not-found']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });

  it('says "not found" after a 404', async () => {
    await api.get('/gone').catch(() => undefined);
    renderAt('/not-found', <NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});
