import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFor } from './catalogue.js';
import { createOfflineVinDecoder, createVpicVinDecoder, vinModelYear } from './decoder.js';

const now = () => new Date('2026-11-21T15:00:00Z');

describe('offline VIN decoding', () => {
  const decoder = createOfflineVinDecoder(now);
  it('names make, model, year and type of common Canadian vehicles', async () => {
    expect(await decoder.decode('2HGFC2F58MH210137')).toEqual({
      vin: '2HGFC2F58MH210137',
      make: 'Honda',
      model: 'Civic',
      year: 2021,
      type: 1,
    });
    expect(await decoder.decode('1ftfw1e50pf000000')).toMatchObject({ make: 'Ford', model: 'F-150', year: 2023, type: 5 });
  });
  it('falls back to make, year and body kind when the model is not in the table', async () => {
    expect(await decoder.decode('1GCUYEED8LZ123456')).toMatchObject({ make: 'Chevrolet', model: null, year: 2020, type: 5 });
  });
  it('reads the model year cycle from character 7', () => {
    expect(vinModelYear('1HGCM82633A004352', now())).toBe(2003);
    expect(vinModelYear('5YJ3E1EA7PF000001', now())).toBe(2023);
  });
  it('cannot decode unknown makers or malformed VINs', async () => {
    expect(await decoder.decode('ZZZZZZZZZZZZZZZZZ')).toBeNull();
    expect(await decoder.decode('2HGFC2F58MH21013O')).toBeNull();
  });
});

describe('vPIC web decoding', () => {
  let url = '';
  const server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    const ok = req.url?.includes('/vehicles/DecodeVinValues/2HGFC2F58MH210137');
    res.end(
      JSON.stringify({
        Results: [ok ? { Make: 'HONDA', Model: 'Civic', ModelYear: '2021', BodyClass: 'Sedan/Saloon' } : { Make: '' }],
      }),
    );
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads make, model, year and body class', async () => {
    expect(await createVpicVinDecoder(url).decode('2HGFC2F58MH210137')).toEqual({
      vin: '2HGFC2F58MH210137',
      make: 'Honda',
      model: 'Civic',
      year: 2021,
      type: 1,
    });
    expect(await createVpicVinDecoder(url).decode('1FTFW1E50PF000000')).toBeNull();
  });
});

describe('catalogue', () => {
  it('lists years up to next year, makes of a year and models of a make in that year', () => {
    const all = catalogueFor({}, now());
    expect(all.years[0]).toBe(2027);
    expect(all.years.at(-1)).toBe(1981);
    const y2016 = catalogueFor({ year: 2016, make: 'ford' }, now());
    expect(y2016.makes).toContain('Ford');
    expect(y2016.makes).not.toContain('Genesis');
    expect(y2016.models).toContain('Focus');
    expect(y2016.models).not.toContain('Maverick');
    expect(catalogueFor({ year: 2016, make: 'Nope' }, now()).models).toEqual([]);
  });
});
