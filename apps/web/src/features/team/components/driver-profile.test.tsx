import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TeamDriver } from '@routier/domain';
import '../../../lib/i18n';
import { api } from '../../../lib/api-client';
import { DriverProfile } from './driver-profile';
import { mockApi } from '../../../test/mock-api';

mockApi();
const put = vi.mocked(api.put);
const post = vi.mocked(api.post);

const driver: TeamDriver = {
  id: 7,
  user_id: 7,
  full_name: 'Ryan O’Neil',
  first_name: 'Ryan',
  last_name: 'O’Neil',
  phone: '905-555-0112',
  email: 'driver2@routier.test',
  status_name: 'active',
  active_loads: 1,
  completed_loads: 2,
  role: 7,
  deleted_at: null,
  dealer_plate_number: null,
  driver_license: { path_url: 'https://x.test/license-full.webp', thumbnail_url: 'https://x.test/license-thumb.webp' },
  profile_image: null,
};

const renderProfile = (props: { driver?: TeamDriver; canManage?: boolean } = {}) =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <DriverProfile driver={props.driver ?? driver} canManage={props.canManage ?? true} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('DriverProfile', () => {
  beforeEach(() => {
    put.mockReset();
    post.mockReset();
  });

  it('shows the driver’s facts and load counts', () => {
    renderProfile();
    expect(screen.getByRole('heading', { name: 'Ryan O’Neil' })).toBeTruthy();
    expect(screen.getByText('driver2@routier.test')).toBeTruthy();
    expect(screen.getByTestId('active-orders').textContent).toBe('1');
    expect(screen.getByTestId('completed-orders').textContent).toBe('2');
    // the license can be enlarged; its upload button comes with Edit
    expect(screen.getByRole('button', { name: 'Enlarge the license' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Replace license' })).toBeNull();
  });

  it('enlarges the license', async () => {
    renderProfile();
    fireEvent.click(screen.getByRole('button', { name: 'Enlarge the license' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('https://x.test/license-full.webp');
  });

  it('edits the phone, names and plate, then says so', async () => {
    put.mockResolvedValue({ ...driver, phone: '416-555-0177', dealer_plate_number: 'DLR 9' });
    renderProfile();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('button', { name: 'Replace license' })).toBeTruthy();
    fireEvent.change(await screen.findByLabelText(/^Phone/), { target: { value: '4165550177' } });
    fireEvent.change(screen.getByLabelText(/^Dealer plate number/), { target: { value: 'DLR 9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/drivers/7', {
        first_name: 'Ryan',
        last_name: 'O’Neil',
        phone: '416-555-0177',
        dealer_plate_number: 'DLR 9',
      }),
    );
  });

  it('refuses an empty name before calling the server', async () => {
    renderProfile();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(await screen.findByLabelText(/^First name/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/required/i)).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
  });

  it('keeps Edit disabled for an account that is not active, and away for a deleted driver', () => {
    const { unmount } = renderProfile({ canManage: false });
    expect((screen.getByRole('button', { name: 'Edit' }) as HTMLButtonElement).disabled).toBe(true);
    unmount();
    renderProfile({ driver: { ...driver, deleted_at: '2026-11-01T00:00:00Z' } });
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByText(/This driver is deleted/)).toBeTruthy();
  });
});
