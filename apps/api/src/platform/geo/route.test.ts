import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGreatCircleRoute, createOsrmRoute } from './route.js';

const toronto = { lat: 43.6707, lng: -79.3901 };
const montreal = { lat: 45.5048, lng: -73.5772 };

describe('route distance', () => {
  let url = '';
  const server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url?.includes('-79.3901,43.6707;-73.5772,45.5048'))
      res.end(JSON.stringify({ code: 'Ok', routes: [{ distance: 541_600 }] }));
    else res.end(JSON.stringify({ code: 'NoRoute', routes: [] }));
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('estimates Toronto → Montréal by great circle × 1.2 offline', async () => {
    const km = await createGreatCircleRoute().distanceKm(toronto, montreal);
    expect(km).toBeGreaterThan(590);
    expect(km).toBeLessThan(620);
  });
  it('reads the driving distance from an OSRM server, and null when it finds no route or is down', async () => {
    expect(await createOsrmRoute(url).distanceKm(toronto, montreal)).toBeCloseTo(541.6);
    expect(await createOsrmRoute(url).distanceKm(montreal, toronto)).toBeNull();
    expect(await createOsrmRoute('http://127.0.0.1:1').distanceKm(toronto, montreal)).toBeNull();
  });
});
