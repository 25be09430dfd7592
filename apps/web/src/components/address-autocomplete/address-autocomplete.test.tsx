import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Country, Place } from '@routier/domain';
import '../../lib/i18n';
import { AddressAutocomplete } from './address-autocomplete';

// jsdom has no scrollIntoView; Mantine scrolls the highlighted option into view.
Element.prototype.scrollIntoView ??= () => {};

const toronto: Place = {
  place_id: 'city:6167865',
  label: '100 King St W, Toronto, ON',
  address: '100 King St W',
  city: 'Toronto',
  sublocality: null,
  province: 'ON',
  country: 'CA',
  zip_code: null,
  lat: 43.70011,
  lng: -79.4163,
};
const torontoOhio: Place = {
  ...toronto,
  place_id: 'city:5174095',
  label: '100 King St W, Toronto, OH',
  province: 'OH',
  country: 'US',
};

/** Stands in for GET /api/geo/search: answers with the places given for a query. */
const stubSearch = (answer: (q: string) => Place[]) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const body = { data: answer(url.searchParams.get('q') ?? '') };
    // A plain object: a real Response reads its body on real timers.
    return {
      ok: true,
      status: 200,
      headers: new Headers({ 'Content-Type': 'application/json' }),
      json: async () => body,
    } as Response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const Harness = ({ onChange, countries }: { onChange: (p: Place | null) => void; countries?: Country[] }) => {
  const [value, setValue] = useState<Place | null>(null);
  return (
    <AddressAutocomplete
      label="Pickup address"
      value={value}
      countries={countries}
      onChange={(place) => {
        setValue(place);
        onChange(place);
      }}
    />
  );
};

const renderBox = (props: { onChange?: (p: Place | null) => void; countries?: Country[] } = {}) => {
  const client = new QueryClient();
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <Harness onChange={props.onChange ?? (() => {})} countries={props.countries} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return screen.getByRole('textbox', { name: 'Pickup address' }) as HTMLInputElement;
};

/** Moves the fake clock; React renders between steps, as it would between real timer ticks. */
const wait = async (ms: number) => {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let i = 0; i < 3; i++) await act(() => vi.advanceTimersByTimeAsync(0));
};

describe('AddressAutocomplete', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('does not search under 3 characters', async () => {
    const fetchMock = stubSearch(() => [toronto]);
    const input = renderBox();
    fireEvent.change(input, { target: { value: 'To' } });
    await wait(1000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('searches 300 ms after the last keystroke, once', async () => {
    const fetchMock = stubSearch(() => [toronto]);
    const input = renderBox();
    fireEvent.change(input, { target: { value: '100 King St W, Tor' } });
    await wait(200);
    fireEvent.change(input, { target: { value: '100 King St W, Toronto' } });
    await wait(299);
    expect(fetchMock).not.toHaveBeenCalled();
    await wait(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost');
    expect(url.pathname).toBe('/api/geo/search');
    expect(url.searchParams.get('q')).toBe('100 King St W, Toronto');
    expect(url.searchParams.get('countries')).toBe('CA,US');
  });

  it('picks a suggestion with the keyboard and keeps the typed street as the address', async () => {
    stubSearch(() => [toronto, torontoOhio]);
    const onChange = vi.fn();
    const input = renderBox({ onChange });
    input.focus();
    fireEvent.change(input, { target: { value: '100 King St W, Toronto' } });
    await wait(350);
    await vi.waitFor(() => screen.getByText('100 King St W, Toronto, OH'));
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(toronto);
    expect(onChange.mock.lastCall?.[0]).toMatchObject({
      address: '100 King St W',
      city: 'Toronto',
      province: 'ON',
      lat: 43.70011,
    });
    expect(input.value).toBe('100 King St W, Toronto, ON');
  });

  it('forgets the chosen place when the text changes', async () => {
    stubSearch(() => [toronto]);
    const onChange = vi.fn();
    const input = renderBox({ onChange });
    fireEvent.change(input, { target: { value: 'Toronto' } });
    await wait(350);
    fireEvent.click(await vi.waitFor(() => screen.getByText('100 King St W, Toronto, ON')));
    expect(onChange).toHaveBeenLastCalledWith(toronto);
    fireEvent.change(input, { target: { value: '100 King St W, Toronto, O' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('says when nothing matches, and searches only the given countries', async () => {
    const fetchMock = stubSearch(() => []);
    const input = renderBox({ countries: ['CA'] });
    input.focus();
    fireEvent.change(input, { target: { value: 'Nowhereville' } });
    await wait(350);
    await vi.waitFor(() => screen.getByText(/No matching place/));
    expect(new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost').searchParams.get('countries')).toBe('CA');
  });
});
