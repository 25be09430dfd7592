import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { Role } from '@routier/domain';
import '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { aCurrentUser } from '../../../test/current-user';
import { SettingsView } from './settings-view';

const user = aCurrentUser({ email: 'priya@example.com', first_name: 'Priya', last_name: 'Patel' });

type Call = { url: string; method: string; body: unknown };
let calls: Call[];

const wrap = (ui: ReactNode) => (
  <MantineProvider>
    <Notifications />
    <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
  </MantineProvider>
);

beforeEach(() => {
  calls = [];
  document.cookie = 'XSRF-TOKEN=test-token';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      calls.push({ url, method: init?.method ?? 'GET', body });
      return new Response(JSON.stringify(user), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const puts = () => calls.filter((c) => c.method === 'PUT');

describe('SettingsView', () => {
  it('saves a private user profile, postal code included, through PUT /individuals/{id}', async () => {
    render(wrap(<SettingsView user={user} />));
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '4165550199' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Updated successfully')).toBeTruthy();
    expect(puts()).toEqual([
      {
        url: '/api/individuals/42',
        method: 'PUT',
        body: { first_name: 'Priya', last_name: 'Patel', phone: '416-555-0199', postal_code: 'K1P 5J2' },
      },
    ]);
  });

  it('sends only names and phone for other roles, to their own resource', async () => {
    render(wrap(<SettingsView user={{ ...user, role: Role.Dispatcher, postal_code: null }} />));
    expect(screen.queryByLabelText(/^Postal code/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toMatchObject({
      url: '/api/dispatchers/42',
      body: { first_name: 'Priya', last_name: 'Patel', phone: '613-555-0103' },
    });
  });

  it('changes the password with the current one and its confirmation', async () => {
    render(wrap(<SettingsView user={{ ...user, role: Role.Driver }} />));
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'new-password' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'new-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'old-password' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'other-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'new-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(puts()).toEqual([
      {
        url: '/api/users/42',
        method: 'PUT',
        body: { current_password: 'old-password', password: 'new-password', password_confirmation: 'new-password' },
      },
    ]);
  });

  it('disables everything for an account waiting for approval, and says why', () => {
    render(wrap(<SettingsView user={{ ...user, active: false }} />));
    expect(screen.getByTestId('settings-inactive').textContent).toContain("You can't change your profile or password");
    expect(screen.getByLabelText(/^First name/).matches(':disabled')).toBe(true);
    expect(screen.getByLabelText(/^New password/).matches(':disabled')).toBe(true);
    expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Upload a picture' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses a file that is not an image before uploading it', async () => {
    const { container } = render(wrap(<SettingsView user={user} />));
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Only image files are accepted')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/users/profile-image')).toHaveLength(0);
  });
});
