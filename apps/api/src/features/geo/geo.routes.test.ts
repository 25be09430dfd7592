import { Role, taxLines, type Place, type ProvinceTax } from '@routier/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, csrfHeaders, type TestApp } from '../../test/build-test-app.js';
import { sampleFeatures, startFakePhoton } from '../../platform/geo/fake-photon-server.js';

const search = async (t: TestApp, query: string) => {
  const res = await t.app.inject({ url: `/api/geo/search?${query}` });
  return { status: res.statusCode, body: res.json() as { data: Place[] } & { errors?: Record<string, string[]> } };
};

describe('geo routes with the built-in gazetteer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('finds Toronto without signing in', async () => {
    const { status, body } = await search(t, 'q=Toronto');
    expect(status).toBe(200);
    expect(body.data[0]).toMatchObject({ label: 'Toronto, ON', city: 'Toronto', province: 'ON', country: 'CA', zip_code: null });
    expect(body.data[0].lat).toBeCloseTo(43.7, 1);
    expect(body.data[0].lng).toBeCloseTo(-79.4, 1);
  });

  it('finds a Canadian FSA and a US ZIP, the exact code first', async () => {
    const fsa = (await search(t, 'q=M5V')).body.data[0];
    expect(fsa).toMatchObject({ city: 'Toronto', province: 'ON', country: 'CA', zip_code: 'M5V' });
    const zip = (await search(t, 'q=10001')).body.data[0];
    expect(zip).toMatchObject({
      city: 'New York',
      province: 'NY',
      country: 'US',
      zip_code: '10001',
      lat: 40.7484,
      lng: -73.9967,
    });
  });

  it('finds Montréal with or without the accent', async () => {
    for (const q of ['Montr%C3%A9al', 'Montreal', 'montreal']) {
      expect((await search(t, `q=${q}`)).body.data[0]).toMatchObject({ city: 'Montréal', province: 'QC', country: 'CA' });
    }
  });

  it('keeps the typed street and reads the postal code of a full address', async () => {
    const { body } = await search(t, `q=${encodeURIComponent('100 King St W, Toronto, ON M5H 2N2')}`);
    expect(body.data[0]).toMatchObject({ address: '100 King St W', city: 'Toronto', province: 'ON', zip_code: 'M5H 2N2' });
  });

  it('limits the countries and the number of results', async () => {
    const us = (await search(t, 'q=Toronto&countries=US')).body.data;
    expect(us.length).toBeGreaterThan(0);
    expect(us.every((p) => p.country === 'US')).toBe(true);
    expect((await search(t, 'q=Spring&limit=3')).body.data).toHaveLength(3);
  });

  it('answers 422 for a query under 3 characters, an unknown country or a bad limit', async () => {
    const short = await search(t, 'q=to');
    expect(short.status).toBe(422);
    expect(Object.keys(short.body.errors ?? {})).toEqual(['q']);
    expect((await search(t, '')).status).toBe(422);
    const country = await search(t, 'q=Paris&countries=FR');
    expect(country.status).toBe(422);
    expect(country.body.errors).toEqual({ countries: ['invalidChoice'] });
    expect((await search(t, 'q=Paris&limit=500')).status).toBe(422);
  });

  it('is rate limited to 120 searches a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) {
      statuses.push((await t.app.inject({ url: '/api/geo/search?q=Ottawa', remoteAddress: '203.0.113.9' })).statusCode);
    }
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
  });

  it('lists the tax of every province without signing in', async () => {
    const res = await t.app.inject({ url: '/api/province-taxes' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: { province: string; tax_type: string; hst: number }[] };
    expect(data).toHaveLength(13);
    expect(data.find((r) => r.province === 'ON')).toMatchObject({ name: 'Ontario', tax_type: 'HST', hst: 13 });
  });

  it('serves the rates the domain charges, one per tax line', async () => {
    const { data } = (await t.app.inject({ url: '/api/province-taxes' })).json() as { data: ProvinceTax[] };
    for (const row of data) {
      const charged = Object.fromEntries(taxLines(row.province, 100_000).map((l) => [l.kind.toLowerCase(), l.rate_pcm / 1000]));
      expect({ gst: row.gst, hst: row.hst, pst: row.pst, qst: row.qst }, row.province).toEqual({
        gst: 0,
        hst: 0,
        pst: 0,
        qst: 0,
        ...charged,
      });
    }
    expect(data.find((r) => r.province === 'QC')).toMatchObject({ tax_type: 'GST+QST', gst: 5, qst: 9.975, pst: 0 });
  });
});

describe('POST /api/locations: a typed address resolved to one place', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    headers = (await t.loginAs(Role.Dealer)).headers;
  });
  afterAll(() => t.close());
  const lookUp = (payload: object, h: Record<string, string> = headers) =>
    t.app.inject({ method: 'POST', url: '/api/locations', headers: h, payload });

  it('answers the place when city, province and postal code agree', async () => {
    const res = await lookUp({ address: '100 King St W, Toronto, ON M5H 2N2' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { city: 'Toronto', province: 'ON', country: 'CA' }, score: 1 });
    const montreal = await lookUp({ address: 'Montreal, QC', countries: ['CA'] });
    expect(montreal.json()).toMatchObject({ data: { city: 'Montréal', province: 'QC' }, score: 1 });
  });

  it('answers no place when what was found does not match the address well enough', async () => {
    const nowhere = await lookUp({ address: 'Zzyzzyxville, ON' });
    expect(nowhere.statusCode).toBe(200);
    expect(nowhere.json()).toEqual({ data: null, score: expect.any(Number) });
    expect(nowhere.json().score).toBeLessThan(0.5);
  });

  it('refuses a short address or an unknown country with field errors, and anyone signed out', async () => {
    const short = await lookUp({ address: 'To' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ address: ['tooShort'] });
    const country = await lookUp({ address: 'Toronto', countries: ['FR'] });
    expect(country.statusCode).toBe(422);
    expect(Object.keys(country.json().errors)).toEqual(['countries.0']);
    expect((await lookUp({ address: 'Toronto' }, csrfHeaders)).statusCode).toBe(401);
  });
});

describe('GET /api/geo/search with a Photon provider (GEOCODER_URL)', () => {
  let t: TestApp;
  let photon: Awaited<ReturnType<typeof startFakePhoton>>;
  let status = 200;
  beforeAll(async () => {
    photon = await startFakePhoton(() => ({ status, features: sampleFeatures() }));
    process.env.GEOCODER_URL = photon.url;
    t = await buildTestApp();
  });
  afterAll(async () => {
    delete process.env.GEOCODER_URL;
    await t.close();
    await photon.close();
  });

  it('answers with the provider’s places, in our shape', async () => {
    const { status: code, body } = await search(t, `q=${encodeURIComponent('100 King St W, Toronto')}&countries=CA`);
    expect(code).toBe(200);
    expect(photon.requests.at(-1)?.searchParams.get('q')).toBe('100 King St W, Toronto');
    expect(body.data.map((p) => [p.address, p.city, p.province, p.zip_code])).toEqual([
      ['100 King Street West', 'Toronto', 'ON', 'M5X 1A9'],
      ['100 King St W', 'Montréal', 'QC', null],
    ]);
  });

  it('answers 503 when the provider fails', async () => {
    status = 502;
    expect((await search(t, 'q=Toronto')).status).toBe(503);
    status = 200;
  });
});
