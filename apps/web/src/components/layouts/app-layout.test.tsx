import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { addCalendarDays, businessToday, Role } from '@routier/domain';
import { i18n } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { meQueryKey } from '../../lib/session';
import { StorageKey } from '../../lib/storage';
import { aCurrentUser } from '../../test/current-user';
import { AppLayout } from './app-layout';
import { NotApprovedNotice } from './not-approved-notice';

const renderShell = (page = <h1>Page</h1>) =>
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/my-orders']}>
          <Routes>
            <Route element={<AppLayout />}>
              <Route path="/my-orders" element={page} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

afterEach(async () => {
  cleanup();
  queryClient.clear();
  localStorage.clear();
  await i18n.changeLanguage('en');
});

describe('the signed-in shell', () => {
  it('starts with a skip link to the main content', () => {
    localStorage.setItem(StorageKey.token, 't');
    queryClient.setQueryData(meQueryKey, aCurrentUser());
    const { container } = renderShell();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(container.querySelector('a, button')).toBe(skip);
    const target = document.getElementById(skip.getAttribute('href')!.slice(1));
    expect(target?.tagName).toBe('MAIN');
    expect(target?.getAttribute('tabindex')).toBe('-1');
  });

  it('keeps the closed side menu out of the tab order, and fills it when the burger opens it on a narrow screen', () => {
    const wide = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...wide(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    try {
      queryClient.setQueryData(meQueryKey, aCurrentUser());
      renderShell();
      const side = screen.getByTestId('side-menu');
      expect(side.hasAttribute('inert')).toBe(true);
      expect(within(side).queryByText('My orders')).toBeNull();
      expect(screen.queryByTestId('main-nav')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
      expect(side.hasAttribute('inert')).toBe(false);
      expect(within(side).getByText('My orders').closest('a')).toBeTruthy();
    } finally {
      window.matchMedia = wide;
    }
  });

  it('puts the main links in the header on a wide screen, and none in the side menu', () => {
    queryClient.setQueryData(meQueryKey, aCurrentUser());
    renderShell();
    expect(within(screen.getByTestId('main-nav')).getByText('My orders').closest('a')).toBeTruthy();
    expect(within(screen.getByTestId('side-menu')).queryByText('My orders')).toBeNull();
  });

  it('names the user menu button with the name it shows', () => {
    queryClient.setQueryData(meQueryKey, aCurrentUser());
    renderShell();
    const button = screen.getByTestId('user-menu');
    expect(button.textContent).toContain('Daniel');
    expect(button.getAttribute('aria-label')).toMatch(/^Daniel/);
    expect(button.getAttribute('aria-label')).toContain('account menu');
  });

  it('shows a carrier the insurance badge with its number of days', () => {
    // 45 days after the business's today, whatever the hour
    const expiry = addCalendarDays(businessToday(), 45);
    queryClient.setQueryData(
      meQueryKey,
      aCurrentUser({
        role: Role.TransportCompany,
        business_details: { expiry_date: expiry } as never,
      }),
    );
    renderShell();
    expect(screen.getByTestId('insurance-badge').textContent).toMatch(/45 days left/);
  });
});

describe('the not-approved notice', () => {
  it('is the page: it has the h1 and the tab title, in French too', async () => {
    await i18n.changeLanguage('fr');
    render(
      <MantineProvider>
        <NotApprovedNotice />
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Votre compte attend son approbation');
    expect(document.title).toBe('Votre compte attend son approbation · Routier');
  });
});
