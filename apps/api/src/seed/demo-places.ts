import type { Province } from '@routier/domain';
import type { OrderAddress } from '../db/schema/index.js';

type Place = { street: string; city: string; province: Province; zip: string; lat: number; lng: number; company?: string };

/** Real street addresses (city halls, dealer rows, terminals) with their coordinates. */
export const PLACES = {
  toronto: {
    street: '1200 Bay St',
    city: 'Toronto',
    province: 'ON',
    zip: 'M5R 2A5',
    lat: 43.6707,
    lng: -79.3901,
    company: 'Maple Motors',
  },
  mississauga: { street: '100 City Centre Dr', city: 'Mississauga', province: 'ON', zip: 'L5B 2C9', lat: 43.5931, lng: -79.6425 },
  hamilton: { street: '71 Main St W', city: 'Hamilton', province: 'ON', zip: 'L8P 4Y5', lat: 43.2557, lng: -79.8711 },
  oshawa: { street: '50 Centre St S', city: 'Oshawa', province: 'ON', zip: 'L1H 3Z7', lat: 43.8971, lng: -78.8658 },
  barrie: { street: '70 Collier St', city: 'Barrie', province: 'ON', zip: 'L4M 4T5', lat: 44.3894, lng: -79.6903 },
  kitchener: { street: '200 King St W', city: 'Kitchener', province: 'ON', zip: 'N2G 4G7', lat: 43.4516, lng: -80.4925 },
  london: { street: '300 Dufferin Ave', city: 'London', province: 'ON', zip: 'N6B 1Z2', lat: 42.9849, lng: -81.2453 },
  windsor: { street: '350 City Hall Sq W', city: 'Windsor', province: 'ON', zip: 'N9A 6S1', lat: 42.3149, lng: -83.0364 },
  kingston: { street: '216 Ontario St', city: 'Kingston', province: 'ON', zip: 'K7L 2Z3', lat: 44.2312, lng: -76.486 },
  ottawa: { street: '111 Albert St', city: 'Ottawa', province: 'ON', zip: 'K1P 1A5', lat: 45.4215, lng: -75.6972 },
  montreal: { street: '1000 Rue Sherbrooke O', city: 'Montréal', province: 'QC', zip: 'H3A 3G4', lat: 45.5048, lng: -73.5772 },
  quebec: {
    street: '900 Boulevard René-Lévesque E',
    city: 'Québec',
    province: 'QC',
    zip: 'G1R 2B5',
    lat: 46.8123,
    lng: -71.2145,
  },
  sherbrooke: { street: '191 Rue du Palais', city: 'Sherbrooke', province: 'QC', zip: 'J1H 5H9', lat: 45.4042, lng: -71.8929 },
  halifax: { street: '1841 Argyle St', city: 'Halifax', province: 'NS', zip: 'B3J 3A5', lat: 44.6488, lng: -63.5752 },
  moncton: { street: '655 Main St', city: 'Moncton', province: 'NB', zip: 'E1C 1E8', lat: 46.0878, lng: -64.7782 },
  winnipeg: { street: '510 Main St', city: 'Winnipeg', province: 'MB', zip: 'R3B 1B9', lat: 49.8951, lng: -97.1384 },
  regina: { street: '2476 Victoria Ave', city: 'Regina', province: 'SK', zip: 'S4P 3C8', lat: 50.4452, lng: -104.6189 },
  calgary: { street: '800 Macleod Trail SE', city: 'Calgary', province: 'AB', zip: 'T2G 2M3', lat: 51.0447, lng: -114.0719 },
  edmonton: {
    street: '1 Sir Winston Churchill Sq',
    city: 'Edmonton',
    province: 'AB',
    zip: 'T5J 2R7',
    lat: 53.5461,
    lng: -113.4938,
  },
  vancouver: { street: '1055 W Georgia St', city: 'Vancouver', province: 'BC', zip: 'V6E 3P3', lat: 49.2856, lng: -123.1222 },
  kelowna: { street: '1435 Water St', city: 'Kelowna', province: 'BC', zip: 'V1Y 1J4', lat: 49.888, lng: -119.496 },
} satisfies Record<string, Place>;

export type PlaceKey = keyof typeof PLACES;

export const orderAddress = (key: PlaceKey): OrderAddress => {
  const p: Place = PLACES[key];
  return {
    address: `${p.street}, ${p.city}, ${p.province} ${p.zip}`,
    company: p.company ?? null,
    city: p.city,
    sublocality: null,
    province: p.province,
    country: 'CA',
    lat: p.lat,
    lng: p.lng,
    zip_code: p.zip,
    place_id: null,
  };
};

/** Great-circle distance × 1.2 road factor, in km (the embedded router's rule). */
export const roadKm = (a: PlaceKey, b: PlaceKey): number => {
  const rad = (d: number) => (d * Math.PI) / 180;
  const [p, q] = [PLACES[a], PLACES[b]];
  const h =
    Math.sin(rad(q.lat - p.lat) / 2) ** 2 + Math.cos(rad(p.lat)) * Math.cos(rad(q.lat)) * Math.sin(rad(q.lng - p.lng) / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 1.2 * 10) / 10;
};
