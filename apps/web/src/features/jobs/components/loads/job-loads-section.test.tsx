import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { JobLoad } from '@routier/domain';
import '../../../../lib/i18n';
import { api } from '../../../../lib/api-client';
import { JobLoadsSection } from './job-loads-section';
import { aJob, aLoad } from './job-fixture';
import { mockApi } from '../../../../test/mock-api';
import { findDateInput, typeDate } from '../../../../test/date-input';

mockApi();
const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const put = vi.mocked(api.put);

const DRIVERS = { data: [{ id: 5, user_id: 5, full_name: 'Ann Lee', phone: null, dealer_plate_number: null }] };
const VEHICLES = {
  data: [
    { id: 2, type: 2 as const, license_plate: 'HAUL 8', capacity: 8 },
    { id: 3, type: 2 as const, license_plate: 'HAUL 2', capacity: 2 },
  ],
};

const renderSection = (order = aJob()) =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <JobLoadsSection order={order} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

const choose = async (label: string | RegExp, option: string | RegExp) => {
  const input = screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT');
  fireEvent.click(input as HTMLElement);
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
};

describe('JobLoadsSection', () => {
  let loads: JobLoad[];
  beforeEach(() => {
    loads = [];
    get.mockReset();
    post.mockReset();
    put.mockReset();
    get.mockImplementation(async () => loads);
    post.mockImplementation(async (path: string) => {
      if (path.endsWith('view-available-drivers')) return DRIVERS;
      if (path.endsWith('view-available-vehicles')) return VEHICLES;
      return [aLoad()];
    });
  });

  it('assigns a driver and a haul truck to cars, never more than the truck carries', async () => {
    renderSection();
    expect(await screen.findByText('3 cars have no driver yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Assign driver & vehicle' }));
    const form = await screen.findByRole('region', { name: 'Assign a driver and a vehicle' });
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/transport-companies/view-available-vehicles',
        { shipping_method: 3 },
        expect.anything(),
      ),
    );
    await choose(/^Driver/, 'Ann Lee');
    await choose(/^Vehicle/, /HAUL 2/);

    const boxes = within(form).getAllByRole('checkbox');
    fireEvent.click(boxes[0]);
    fireEvent.click(boxes[1]);
    // a truck of two: the third car cannot be chosen
    expect((boxes[2] as HTMLInputElement).disabled).toBe(true);
    expect(within(form).getByText('Choose up to 2 cars.')).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/loads/1', expect.anything(), { silent: true }));
    const body = post.mock.calls.find((c) => c[0] === '/loads/1')![1] as { loads: Record<string, unknown>[] };
    expect(body.loads).toEqual([
      {
        driver_id: 5,
        driverName: 'Ann Lee',
        vehicle_id: 3,
        car_ids: [11, 12],
        from: { address: '1200 Bay St', company: 'Maple Motors', city: 'Toronto', province: 'ON', lat: 43.67, lng: -79.39 },
        to: { address: '1000 Rue Sherbrooke O', company: null, city: 'Montréal', province: 'QC', lat: 45.5, lng: -73.57 },
        due_date: '2026-11-28',
      },
    ]);
    // the answer replaces the list and the form closes
    expect(await screen.findByText('Load 7')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Assign a driver and a vehicle' })).toBeNull());
  });

  it('asks for a driver and a car before sending anything', async () => {
    renderSection();
    await screen.findByText('3 cars have no driver yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Assign driver & vehicle' }));
    const form = await screen.findByRole('region', { name: 'Assign a driver and a vehicle' });
    fireEvent.click(within(form).getByRole('button', { name: 'Assign' }));
    expect(await within(form).findAllByText('This field is required')).toHaveLength(2);
    expect(post).not.toHaveBeenCalledWith('/loads/1', expect.anything(), expect.anything());
  });

  it("shows the server's reasons on the fields", async () => {
    post.mockImplementation(async (path: string) => {
      if (path.endsWith('view-available-drivers')) return DRIVERS;
      if (path.endsWith('view-available-vehicles')) return VEHICLES;
      const { ApiError } = await import('../../../../lib/api-client');
      throw new ApiError(422, 'The given data was invalid.', { 'loads.0.car_ids': ['carInAnotherLoad'] });
    });
    renderSection();
    await screen.findByText('3 cars have no driver yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Assign driver & vehicle' }));
    const form = await screen.findByRole('region', { name: 'Assign a driver and a vehicle' });
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    await choose(/^Driver/, 'Ann Lee');
    await choose(/^Vehicle/, /HAUL 8/);
    fireEvent.click(within(form).getAllByRole('checkbox')[0]);
    fireEvent.click(within(form).getByRole('button', { name: 'Assign' }));
    expect(await within(form).findByText('A car is already in another load.')).toBeTruthy();
  });

  it('lists loads with their steps; a load its driver has not accepted is cancelled, reassigned or accepted in his place', async () => {
    loads = [aLoad()];
    put.mockResolvedValue([aLoad({ status: 12 })]);
    renderSection();
    const card = (await screen.findByText('Load 7')).closest('article') as HTMLElement;
    expect(within(card).getByText('Assigned to a driver')).toBeTruthy();
    expect(within(card).getByText('On my way')).toBeTruthy();
    expect(within(card).getByText('Order completed')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Cancel load' }).getAttribute('aria-disabled')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Edit load' }).getAttribute('aria-disabled')).toBeNull();
    expect(within(card).getByText(/has not accepted this load yet/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Accept for the driver' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/loads/accept-for-driver/7', undefined, { silent: true }));
  });

  it('refuses to cancel or edit a completed load, and says why', async () => {
    loads = [aLoad({ status: 12, progress: 6 })];
    renderSection();
    const card = (await screen.findByText('Load 7')).closest('article') as HTMLElement;
    const cancel = within(card).getByRole('button', { name: 'Cancel load' });
    expect(cancel.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(cancel);
    expect(get).not.toHaveBeenCalledWith('/loads/cancel/7', expect.anything());
    expect(within(card).getByRole('button', { name: 'Edit load' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(card).queryByRole('button', { name: 'Accept for the driver' })).toBeNull();
  });

  it('cancels an accepted load after asking', async () => {
    loads = [aLoad({ status: 12, steps: aLoad().steps.map((s, i) => ({ ...s, availability: i === 0 ? 2 : 3 })) })];
    renderSection();
    const card = (await screen.findByText('Load 7')).closest('article') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel load' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the load' }));
    await waitFor(() => expect(get).toHaveBeenCalledWith('/loads/cancel/7', { silent: true }));
  });

  it('edits an accepted drive-away load without its cars', async () => {
    const accepted = aLoad({
      status: 12,
      vehicle: null,
      steps: aLoad().steps.map((st, i) => ({ ...st, availability: i === 0 ? 2 : 3 })),
    });
    loads = [accepted];
    put.mockResolvedValue([{ ...accepted, due_date: '2026-11-30' }]);
    renderSection(aJob({ shipping_method: 1, cars: aJob().cars.slice(0, 1), cars_amount: 1 }));
    const card = (await screen.findByText('Load 7')).closest('article') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Edit load' }));
    const form = await screen.findByRole('region', { name: 'Edit load 7' });
    expect(within(form).queryAllByRole('checkbox')).toHaveLength(0);
    const driver = within(form)
      .getAllByLabelText(/^Driver/)
      .find((el) => el.tagName === 'INPUT') as HTMLInputElement;
    await waitFor(() => expect(driver.value).toBe('Ann Lee'));
    // shown and typed as YYYY/MM/DD, sent as the API takes it
    expect((await findDateInput(/^Due date/)).value).toBe('2026/11/28');
    await typeDate(/^Due date/, '2026/11/30');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0][0]).toBe('/loads/7');
    expect(put.mock.calls[0][1]).toEqual({
      driver_id: 5,
      driverName: 'Ann Lee',
      vehicle_id: null,
      from: expect.objectContaining({ city: 'Toronto' }),
      to: expect.objectContaining({ city: 'Montréal' }),
      due_date: '2026-11-30',
    });
  });

  it('adds a free car to a haul-away load and removes one', async () => {
    loads = [aLoad()];
    post.mockResolvedValue([aLoad()]);
    renderSection();
    const card = (await screen.findByText('Load 7')).closest('article') as HTMLElement;
    fireEvent.change(within(card).getByLabelText('Add a car'), { target: { value: '12' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/loads/add-car/7', { car_id: 12 }, { silent: true }));
    // a single car cannot be removed: the load would be empty
    expect(within(card).queryByRole('button', { name: /^Remove/ })).toBeNull();
  });
});
