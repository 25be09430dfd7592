import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import type { Place } from '@routier/domain';
import { resources } from '../../lib/i18n';
import { AddressField } from './address-field';

Element.prototype.scrollIntoView ??= () => {};

const montreal: Place = {
  place_id: 'city:6077243',
  label: 'Montréal, QC',
  address: 'Montréal, QC',
  city: 'Montréal',
  sublocality: null,
  province: 'QC',
  country: 'CA',
  zip_code: null,
  lat: 45.50884,
  lng: -73.58781,
};

type Values = { address: Place | null };

const Form = ({ onValues }: { onValues: (v: Values) => void }) => {
  const { control, setError } = useForm<Values>({ defaultValues: { address: null } });
  const address = useWatch({ control, name: 'address' });
  useEffect(() => onValues({ address }), [address, onValues]);
  return (
    <>
      <AddressField control={control} name="address" label="Company address" required />
      <button type="button" onClick={() => setError('address', { message: 'addressNeedsCoordinates' })}>
        Validate
      </button>
    </>
  );
};

const keysOf = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v ? keysOf(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('AddressField', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('stores the chosen place in the form and shows a translated error', async () => {
    const json = async () => ({ data: [montreal] });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => ({ ok: true, status: 200, headers: new Headers({ 'Content-Type': 'application/json' }), json }) as Response,
      ),
    );
    const onValues = vi.fn();
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <Form onValues={onValues} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect(screen.getByText('Choose an address from the suggestions')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /Company address/ }), { target: { value: 'Montreal' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    for (let i = 0; i < 3; i++) await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.click(screen.getByText('Montréal, QC'));
    expect(onValues).toHaveBeenLastCalledWith({ address: montreal });
  });

  it('has the same texts in English and French', () => {
    expect(keysOf(resources.fr.geo)).toEqual(keysOf(resources.en.geo));
    expect(keysOf(resources.en.geo).length).toBeGreaterThan(0);
  });
});
