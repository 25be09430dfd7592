import { Suspense, type ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Role } from '@routier/domain';
import { loadNamespace } from '../../../lib/i18n';
import { aCar } from '../../../test/car-detail';
import { aPricedOrder } from '../../../test/priced-order';
import { TransportationStep } from './transportation-step';

const wrap = (ui: ReactNode) => (
  <MantineProvider>
    <Suspense fallback={null}>{ui}</Suspense>
  </MantineProvider>
);

const draft = (distance: number, operable: boolean[]) =>
  aPricedOrder({
    is_auto_dispatch: true,
    current_step: 3,
    shipping_method: null,
    distance,
    cars: operable.map((is_operable, i) => aCar({ id: i + 1, is_operable })),
  });

beforeAll(async () => {
  await loadNamespace('pricing');
  await loadNamespace('auto-dispatch');
});

describe('TransportationStep', () => {
  it('offers the available methods, hides the others with their reasons until asked, and saves the choice', async () => {
    const saved = draft(540, [true]);
    const save = vi.fn(async () => saved);
    const onSaved = vi.fn();
    render(wrap(<TransportationStep order={saved} role={Role.Dealer} save={save} onSaved={onSaved} onBack={vi.fn()} />));
    expect(await screen.findByRole('radio', { name: /Flatbed/ })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.queryByText('Drive away is available up to 250 km.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show the unavailable method (1)' }));
    expect(screen.getByText('Drive away is available up to 250 km.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Enclosed/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(save).toHaveBeenCalledWith(4);
  });

  it('offers a non-running car past 700 km a flatbed quoted by a carrier (decision 060), not an empty list', async () => {
    const order = draft(800, [false]);
    const save = vi.fn(async () => order);
    const onSaved = vi.fn();
    render(wrap(<TransportationStep order={order} role={Role.Dealer} save={save} onSaved={onSaved} onBack={vi.fn()} />));
    expect(await screen.findByRole('radio', { name: /Flatbed/ })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByText(/at the price a carrier quotes/)).toBeTruthy();
    expect(screen.queryByText('No transportation method is available for this order')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(order));
    expect(save).toHaveBeenCalledWith(2);
  });

  it('shows the fallback view, with every reason, when no method is available', async () => {
    const onBack = vi.fn();
    const abroad = { ...draft(800, [false]), to: { ...draft(800, [false]).to!, country: 'US' as const } };
    render(wrap(<TransportationStep order={abroad} role={Role.Dealer} save={vi.fn()} onSaved={vi.fn()} onBack={onBack} />));
    expect(await screen.findByText('No transportation method is available for this order')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Select' })).toBeNull();
    expect(screen.getAllByText('Non-running vehicles cannot travel more than 700 km.')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(onBack).toHaveBeenCalled();
  });
});
