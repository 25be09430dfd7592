import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

type Feature = {
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: Record<string, unknown>;
  type: 'Feature';
};

export const photonFeature = (lng: number, lat: number, properties: Record<string, unknown>): Feature => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [lng, lat] },
  properties,
});

/** A local server speaking Photon's protocol, for tests: answers GET /api with the given features. */
export const startFakePhoton = async (answer: (url: URL) => { status?: number; features: Feature[] }) => {
  const requests: URL[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    if (url.pathname !== '/api') {
      res.writeHead(404).end();
      return;
    }
    const { status = 200, features } = answer(url);
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ type: 'FeatureCollection', features }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
};

/** What photon.komoot.io answers for "100 King St W, Toronto" (trimmed), plus a US and a French result. */
export const sampleFeatures = (): Feature[] => [
  photonFeature(-79.3832, 43.6487, {
    osm_type: 'W',
    osm_id: 123,
    type: 'house',
    housenumber: '100',
    street: 'King Street West',
    postcode: 'M5X 1A9',
    city: 'Toronto',
    district: 'Financial District',
    state: 'Ontario',
    country: 'Canada',
    countrycode: 'CA',
  }),
  photonFeature(-73.9967, 40.7484, {
    osm_type: 'R',
    osm_id: 175905,
    type: 'city',
    name: 'New York',
    state: 'New York',
    country: 'United States',
    countrycode: 'US',
  }),
  photonFeature(2.35, 48.85, {
    osm_type: 'R',
    osm_id: 7444,
    type: 'city',
    name: 'Paris',
    state: 'Île-de-France',
    countrycode: 'FR',
  }),
  photonFeature(-73.5673, 45.5017, {
    osm_type: 'R',
    osm_id: 1634158,
    type: 'city',
    name: 'Montréal',
    state: 'Québec',
    country: 'Canada',
    countrycode: 'CA',
  }),
];
