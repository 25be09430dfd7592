import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import '../../lib/i18n';
import { RouteMap } from './route-map';
import type { RouteMapProps } from './route-map.types';

const TORONTO = { lat: 43.65, lng: -79.38, label: 'Pickup: Toronto' };
const MONTREAL = { lat: 45.5, lng: -73.57, label: 'Destination: Montréal' };

const renderMap = (props: Partial<RouteMapProps> = {}) => {
  const all: RouteMapProps = { from: TORONTO, to: MONTREAL, label: 'Map of the route from Toronto to Montréal', ...props };
  const view = render(
    <MantineProvider>
      <RouteMap {...all} />
    </MantineProvider>,
  );
  return {
    ...view,
    rerenderWith: (next: Partial<RouteMapProps>) =>
      view.rerender(
        <MantineProvider>
          <RouteMap {...all} {...next} />
        </MantineProvider>,
      ),
  };
};

/** The map's markers of both ends (pins), by their title. */
const pins = (map: HTMLElement) => [...map.querySelectorAll('.leaflet-marker-icon')].map((el) => el.getAttribute('title'));
/** The cars on the road: circles drawn in the route's blue. */
const cars = (map: HTMLElement) => [...map.querySelectorAll('path[fill="#1c5aaf"]')];

// jsdom lays nothing out: give every element a map's size, so that Leaflet projects the points onto it.
const size = { clientWidth: 390, clientHeight: 280 };
const saved = Object.fromEntries(Object.keys(size).map((k) => [k, Object.getOwnPropertyDescriptor(HTMLElement.prototype, k)]));
beforeAll(() => {
  for (const [k, v] of Object.entries(size))
    Object.defineProperty(HTMLElement.prototype, k, { configurable: true, get: () => v });
});
afterAll(() => {
  for (const [k, d] of Object.entries(saved)) if (d) Object.defineProperty(HTMLElement.prototype, k, d);
});

describe('the route map', () => {
  it('is a region named by its label with a pin at each end and the line between them', async () => {
    renderMap();
    const map = await screen.findByRole('region', { name: 'Map of the route from Toronto to Montréal' });
    await waitFor(() => expect(pins(map)).toEqual(['Pickup: Toronto', 'Destination: Montréal']));
    expect(map.querySelector('path.leaflet-interactive[stroke-dasharray="6 6"]')).toBeTruthy();
    // the pins are not tab stops: they do nothing
    expect(map.querySelector('[tabindex="0"]')).toBeNull();
  });

  it('moves a car on the road when its position changes', async () => {
    const { rerenderWith } = renderMap({ cars: [{ lat: 44, lng: -78, label: 'Car 1 on the road' }] });
    const map = await screen.findByRole('region', { name: /Map of the route/ });
    await waitFor(() => expect(cars(map)).toHaveLength(1));
    const before = cars(map)[0].getAttribute('d');
    rerenderWith({ cars: [{ lat: 44.23, lng: -76.49, label: 'Car 1 on the road' }] });
    await waitFor(() => expect(cars(map)[0].getAttribute('d')).not.toBe(before));
    expect(pins(map)).toHaveLength(2);
  });

  it('shows the one end chosen so far, then both, as the wizard fills them in', async () => {
    const { rerenderWith } = renderMap({ from: null, to: null, testId: 'route-map' });
    const map = await screen.findByTestId('route-map');
    await waitFor(() => expect(map.querySelector('.leaflet-container')).toBeTruthy());
    expect(pins(map)).toEqual([]);
    rerenderWith({ from: TORONTO, to: null, testId: 'route-map' });
    await waitFor(() => expect(pins(map)).toEqual(['Pickup: Toronto']));
    rerenderWith({ from: TORONTO, to: MONTREAL, testId: 'route-map' });
    await waitFor(() => expect(pins(map)).toHaveLength(2));
  });
});
