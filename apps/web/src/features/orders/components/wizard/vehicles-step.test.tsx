import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OrderDetail } from '@routier/domain';
import { loadNamespace } from '../../../../lib/i18n';
import { api } from '../../../../lib/api-client';
import { VehiclesStep } from './vehicles-step';
import { aCar } from '../../../../test/car-detail';
import { mockApi } from '../../../../test/mock-api';

mockApi();
const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

const blankCar = aCar({ id: 11 });
const order = { id: 5, order_number: 'RT-5', cars: [blankCar], start_at: null, current_step: 2 } as unknown as OrderDetail;

/** The input labelled so (Mantine also labels its option list). */
const input = (label: RegExp) => screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT') as HTMLInputElement;

const renderStep = (onSaved = vi.fn()) =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <VehiclesStep order={order} readOnly={false} onSaved={onSaved} onNext={vi.fn()} onBack={vi.fn()} />
      </QueryClientProvider>
    </MantineProvider>,
  );

// jsdom has no scrollIntoView, which Mantine's option lists call.
Element.prototype.scrollIntoView = Element.prototype.scrollIntoView ?? (() => undefined);
beforeAll(() => loadNamespace('wizard'));
beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockImplementation(async (_path: string, opts?: { query?: Record<string, unknown> }) => {
    const q = opts?.query ?? {};
    return {
      years: [2027, 2026, 2021, 2019],
      makes: q.year ? ['Honda', 'Toyota'] : [],
      models: q.make === 'Toyota' ? ['Camry', 'Corolla'] : q.make === 'Honda' ? ['Civic'] : [],
    };
  });
});

describe('vehicle step', () => {
  it('upper-cases the VIN, caps it at 17 and fills make, model, year and type from it', async () => {
    post.mockImplementation(async (path: string) =>
      path === '/vin' ? { vin: '2HGFC2F58MH210137', make: 'Honda', model: 'Civic', year: 2021, type: 1 } : [],
    );
    renderStep();
    const vin = input(/^VIN/);
    fireEvent.change(vin, { target: { value: '2hgfc2f58mh210137zz' } });
    expect(vin).toHaveProperty('value', '2HGFC2F58MH210137');
    await waitFor(() => expect(input(/^Make/)).toHaveProperty('value', 'Honda'));
    expect(input(/^Model/)).toHaveProperty('value', 'Civic');
    expect(post).toHaveBeenCalledWith('/vin', { vin: '2HGFC2F58MH210137' }, { silent: true });
  });

  it('enables make after a year and model after a make; a new year clears both', async () => {
    renderStep();
    expect(input(/^Make/)).toHaveProperty('disabled', true);
    await waitFor(() => expect(get).toHaveBeenCalled());
    fireEvent.click(input(/^Year/));
    fireEvent.click(await screen.findByRole('option', { name: '2019', hidden: true }));
    await waitFor(() => expect(input(/^Make/)).toHaveProperty('disabled', false));
    expect(input(/^Model/)).toHaveProperty('disabled', true);
    fireEvent.change(input(/^Make/), { target: { value: 'Toyota' } });
    fireEvent.change(input(/^Model/), { target: { value: 'Camry' } });
    fireEvent.click(input(/^Year/));
    fireEvent.click(await screen.findByRole('option', { name: '2021', hidden: true }));
    await waitFor(() => expect(input(/^Make/)).toHaveProperty('value', ''));
    expect(input(/^Model/)).toHaveProperty('value', '');
  });

  it('takes a typed year older than the catalogue, with any make and model', async () => {
    renderStep();
    await waitFor(() => expect(get).toHaveBeenCalled());
    // typed, as a person does (Mantine ignores changes to an input that has no focus)
    input(/^Year/).focus();
    fireEvent.change(input(/^Year/), { target: { value: '1965' } });
    fireEvent.click(await screen.findByRole('option', { name: '1965', hidden: true }));
    await waitFor(() => expect(input(/^Make/)).toHaveProperty('disabled', false));
    fireEvent.change(input(/^Make/), { target: { value: 'Studebaker' } });
    fireEvent.change(input(/^Model/), { target: { value: 'Daytona' } });
    expect(input(/^Year/)).toHaveProperty('value', '1965');
    input(/^Year/).focus();
    fireEvent.change(input(/^Year/), { target: { value: '1899' } });
    expect(screen.queryByRole('option', { name: '1899', hidden: true })).toBeNull();
  });

  it('adds and removes cars, keeping at least one', async () => {
    renderStep();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a vehicle' }));
    expect(await screen.findByText('Vehicle 2')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Remove' })).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[1]);
    await waitFor(() => expect(screen.queryByText('Vehicle 2')).toBeNull());
  });

  it('keeps each car’s values with it when an earlier car is removed', async () => {
    renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Add a vehicle' }));
    expect(await screen.findByText('Vehicle 2')).toBeTruthy();
    const vins = () => screen.getAllByLabelText(/VIN/).filter((el) => el.tagName === 'INPUT') as HTMLInputElement[];
    fireEvent.change(vins()[0], { target: { value: 'FIRST' } });
    fireEvent.change(vins()[1], { target: { value: 'SECOND' } });
    expect(screen.getByText('2 vehicles')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0]);
    await waitFor(() => expect(screen.queryByText('Vehicle 2')).toBeNull());
    expect(vins().map((el) => el.value)).toEqual(['SECOND']);
    expect(screen.getByText('1 vehicle')).toBeTruthy();
  });

  it('asks for modification notes only when modified, and shows the rules on submit', async () => {
    renderStep();
    expect(screen.queryByLabelText(/^Modification notes/)).toBeNull();
    fireEvent.click(screen.getByLabelText('Modified'));
    expect(screen.getByLabelText(/^Modification notes/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    });
    await waitFor(() => expect(screen.getAllByText('This field is required').length).toBeGreaterThan(3));
    expect(post).not.toHaveBeenCalledWith(expect.stringContaining('/cars/batch-edit'), expect.anything());
  });
});
