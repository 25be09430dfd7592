import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Paged, TeamDriver, TeamVehicle } from '@routier/domain';
import '../../../lib/i18n';
import { api } from '../../../lib/api-client';
import { DriversList } from './drivers-list';
import { VehiclesList } from './vehicles-list';
import { mockApi } from '../../../test/mock-api';

mockApi();
const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const put = vi.mocked(api.put);
const del = vi.mocked(api.delete);

const driver = (over: Partial<TeamDriver>): TeamDriver => ({
  id: 1,
  user_id: 1,
  full_name: 'Jean-Luc Bouchard',
  first_name: 'Jean-Luc',
  last_name: 'Bouchard',
  phone: '905-555-0111',
  email: 'driver@routier.test',
  status_name: 'active',
  active_loads: 3,
  completed_loads: 7,
  role: 7,
  deleted_at: null,
  dealer_plate_number: 'DLR 4471',
  driver_license: null,
  profile_image: null,
  ...over,
});
const page = <T,>(data: T[], lastPage = 1): Paged<T> => ({
  data,
  links: { first: null, last: null, prev: null, next: null },
  meta: { current_page: 1, last_page: lastPage, from: 1, to: data.length, total: data.length, per_page: 15 },
});

const renderWith = (node: React.ReactNode, url = '/team/drivers') =>
  render(
    <MantineProvider>
      <ModalsProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );

describe('DriversList', () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
    put.mockReset();
    del.mockReset();
  });

  it('asks for the busiest drivers first and greys deleted ones, which open nothing', async () => {
    get.mockResolvedValue(page([driver({}), driver({ id: 2, full_name: 'Gone Driver', deleted_at: '2026-11-01T00:00:00Z' })]));
    renderWith(<DriversList canManage />);
    await screen.findByText('Gone Driver');
    const table = screen.getByRole('table', { name: 'Drivers' });
    expect(get.mock.calls[0]?.[1]?.query).toEqual({ order_by: 'active_loads', order_direction: 'desc', page: 1 });
    const rows = within(table).getAllByRole('row');
    const deleted = rows.find((r) => r.textContent?.includes('Gone Driver'))!;
    expect(deleted.getAttribute('data-muted')).toBe('true');
    expect(deleted.getAttribute('tabindex')).toBeNull();
    expect(within(deleted).getByRole('button', { name: 'Restore Gone Driver' })).toBeTruthy();
    const live = rows.find((r) => r.textContent?.includes('Jean-Luc'))!;
    expect(live.getAttribute('tabindex')).toBe('0');
    // no pager with one page
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('invites a driver by email from the inline form', async () => {
    get.mockResolvedValue(page([]));
    post.mockResolvedValue(driver({ id: 9, email: 'new@example.com', status_name: 'email_sent', full_name: '' }));
    renderWith(<DriversList canManage />);
    await screen.findByText(/No drivers yet/);
    fireEvent.click(screen.getByRole('button', { name: 'Invite driver' }));
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/valid email/i)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/drivers', { email: 'new@example.com' }));
  });

  it('disables the invite button for an account that is not active', async () => {
    get.mockResolvedValue(page([driver({})]));
    renderWith(<DriversList canManage={false} />);
    expect((screen.getByRole('button', { name: 'Invite driver' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('deactivates a driver after confirmation', async () => {
    get.mockResolvedValue(page([driver({})]));
    put.mockResolvedValue(driver({ status_name: 'inactive' }));
    renderWith(<DriversList canManage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Jean-Luc Bouchard' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/users/deactivate/1'));
  });

  it('says "Invitation pending" only for an invitee, whom it can send a new link; a driver who joined without a name is not pending', async () => {
    get.mockResolvedValue(
      page([
        driver({ id: 3, full_name: '', email: 'invitee@routier.test', status_name: 'email_sent', active_loads: 0 }),
        driver({ id: 4, full_name: '', email: 'joined@routier.test', status_name: 'active', active_loads: 0 }),
      ]),
    );
    post.mockResolvedValue(driver({ id: 3, full_name: '', email: 'invitee@routier.test', status_name: 'email_sent' }));
    renderWith(<DriversList canManage />);
    await screen.findByText('invitee@routier.test');
    const table = screen.getByRole('table', { name: 'Drivers' });
    const rows = within(table).getAllByRole('row');
    const invitee = rows.find((r) => r.textContent?.includes('invitee@'))!;
    const joined = rows.find((r) => r.textContent?.includes('joined@'))!;
    expect(within(invitee).getByText('Invitation pending')).toBeTruthy();
    expect(within(joined).queryByText('Invitation pending')).toBeNull();
    expect(within(joined).getByText('No name yet')).toBeTruthy();
    expect(within(joined).queryByRole('button', { name: /Resend invitation/ })).toBeNull();
    fireEvent.click(within(invitee).getByRole('button', { name: 'Resend invitation invitee@routier.test' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend invitation' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/drivers', { email: 'invitee@routier.test' }));
  });

  it('names the loads a driver still has to run before deleting him, and then deletes with confirmation', async () => {
    get.mockImplementation((path: string) =>
      Promise.resolve(
        path === '/drivers/live-loads/1'
          ? { data: [{ load_id: 41, order_id: 7, order_number: 'RT-000007', status: 11 }] }
          : page([driver({})]),
      ),
    );
    del.mockResolvedValue(driver({ deleted_at: '2026-11-27T00:00:00Z' }));
    renderWith(<DriversList canManage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Jean-Luc Bouchard' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1 load still to run')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Order RT-000007, load 41 (not accepted yet)' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('/drivers/1', { query: { confirm: '1' } }));
  });
});

describe('VehiclesList', () => {
  const truck: TeamVehicle = { id: 5, type: 2, license_plate: 'HAL 7310', capacity: 8, is_active: true, deleted_at: null };
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
  });

  it('sorts by is_active ascending by default and shows a pager only past one page', async () => {
    get.mockResolvedValue(page([truck], 3));
    renderWith(<VehiclesList canManage />, '/team/vehicles');
    await screen.findByText('HAL 7310');
    expect(get.mock.calls[0]?.[1]?.query).toEqual({ order_by: 'is_active', order_direction: 'asc', page: 1 });
    expect(screen.getByText('Haul truck')).toBeTruthy();
    expect(screen.getByRole('navigation')).toBeTruthy();
  });

  it('fixes a flatbed truck to one car', async () => {
    get.mockResolvedValue(page([]));
    post.mockResolvedValue({ ...truck, id: 6, type: 1, license_plate: 'FLT 1', capacity: 1 });
    renderWith(<VehiclesList canManage />, '/team/vehicles');
    fireEvent.click(await screen.findByRole('button', { name: 'Add vehicle' }));
    const type = (await screen.findAllByLabelText(/^Type/)).find((el) => el.tagName === 'INPUT');
    fireEvent.click(type as HTMLElement);
    fireEvent.click(await screen.findByRole('option', { name: 'Flatbed truck', hidden: true }));
    const capacity = screen.getByLabelText(/^Capacity/) as HTMLInputElement;
    expect(capacity.disabled).toBe(true);
    expect(capacity.value).toBe('1');
    fireEvent.change(screen.getByLabelText(/^License plate/), { target: { value: 'flt 1' } });
    fireEvent.click(within(screen.getByRole('form', { name: 'Add a vehicle' })).getByRole('button', { name: 'Add vehicle' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/vehicles', { type: 1, license_plate: 'FLT 1', capacity: 1 }));
  });
});
