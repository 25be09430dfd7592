import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPhotonGeocoder } from './photon.js';
import { sampleFeatures, startFakePhoton } from './fake-photon-server.js';

describe('Photon geocoder', () => {
  let server: Awaited<ReturnType<typeof startFakePhoton>>;
  let status = 200;
  beforeAll(async () => {
    server = await startFakePhoton(() => ({ status, features: sampleFeatures() }));
  });
  afterAll(() => server.close());

  it('asks GET /api?q=… and maps features to places with 2-letter provinces', async () => {
    const geocoder = createPhotonGeocoder(`${server.url}/`);
    const places = await geocoder.search('100 King St W, Toronto', { countries: ['CA', 'US'], limit: 8 });
    const sent = server.requests.at(-1);
    expect(sent?.pathname).toBe('/api');
    expect(sent?.searchParams.get('q')).toBe('100 King St W, Toronto');
    expect(places.map((p) => p.label)).toEqual([
      '100 King Street West, Toronto, ON M5X 1A9',
      '100 King St W, New York, NY',
      '100 King St W, Montréal, QC',
    ]);
    expect(places[0]).toEqual({
      place_id: 'osm:W123',
      label: '100 King Street West, Toronto, ON M5X 1A9',
      address: '100 King Street West',
      city: 'Toronto',
      sublocality: 'Financial District',
      province: 'ON',
      country: 'CA',
      zip_code: 'M5X 1A9',
      lat: 43.6487,
      lng: -79.3832,
    });
  });

  it('keeps only the requested countries and the limit', async () => {
    const geocoder = createPhotonGeocoder(server.url);
    const places = await geocoder.search('Montreal', { countries: ['CA'], limit: 1 });
    expect(places).toHaveLength(1);
    expect(places[0]).toMatchObject({ city: 'Toronto', country: 'CA' });
    expect(server.requests.at(-1)?.searchParams.get('limit')).toBe('3');
  });

  it('fails with a 503 when the provider fails', async () => {
    status = 500;
    const geocoder = createPhotonGeocoder(server.url);
    await expect(geocoder.search('Toronto', { countries: ['CA'], limit: 8 })).rejects.toMatchObject({ statusCode: 503 });
    status = 200;
  });
});
