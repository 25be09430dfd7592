import { describe, expect, it } from 'vitest';
import { greatCircleKm, routeDistanceKm } from './distance.js';

const toronto = { lat: 43.6532, lng: -79.3832 };
const montreal = { lat: 45.5017, lng: -73.5673 };

describe('distances', () => {
  it('measures the great circle in km', () => {
    expect(greatCircleKm(toronto, montreal)).toBeCloseTo(504, 0);
    expect(greatCircleKm(toronto, toronto)).toBe(0);
  });

  it('estimates the road distance as great circle × 1.2', () => {
    expect(routeDistanceKm(toronto, montreal)).toBeCloseTo(greatCircleKm(toronto, montreal) * 1.2, 6);
  });
});
