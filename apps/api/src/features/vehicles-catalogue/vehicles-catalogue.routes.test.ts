import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

describe('vehicle catalogue and VIN decoding', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    headers = (await t.loginAs(Role.PrivateUser)).headers;
  });
  afterAll(() => t.close());

  it('lists years, then makes of a year, then models of a make', async () => {
    const years = (await t.app.inject({ method: 'GET', url: '/api/cars/models', headers })).json();
    expect(years.years[0]).toBe(2027);
    const res = await t.app.inject({ method: 'GET', url: '/api/cars/models?year=2021&make=Honda', headers });
    expect(res.json().makes).toContain('Honda');
    expect(res.json().models).toEqual(expect.arrayContaining(['Civic', 'CR-V']));
  });

  it('decodes one VIN or several, and says invalidVIN when it cannot', async () => {
    const one = await t.app.inject({ method: 'POST', url: '/api/vin', headers, payload: { vin: '2hgfc2f58mh210137' } });
    expect(one.json()).toEqual({ vin: '2HGFC2F58MH210137', make: 'Honda', model: 'Civic', year: 2021, type: 1 });
    const bad = await t.app.inject({ method: 'POST', url: '/api/vin', headers, payload: { vin: 'ZZZZZZZZZZZZZZZZZ' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ vin: ['invalidVIN'] });
    const short = await t.app.inject({ method: 'POST', url: '/api/vin', headers, payload: { vin: '2HGFC' } });
    expect(short.json().errors).toEqual({ vin: ['vinMessage'] });
    const many = await t.app.inject({
      method: 'POST',
      url: '/api/vins',
      headers,
      payload: { vins: ['2HGFC2F58MH210137', 'nope'] },
    });
    expect(many.json().data).toEqual([
      { vin: '2HGFC2F58MH210137', decoded: expect.objectContaining({ model: 'Civic' }) },
      { vin: 'NOPE', decoded: null },
    ]);
  });
});
