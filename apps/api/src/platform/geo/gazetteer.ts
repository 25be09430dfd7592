import {
  countryOfProvince,
  formatPlaceLabel,
  normaliseProvince,
  parseAddressQuery,
  provinceOfPostalCode,
  type AddressQuery,
  type Place,
} from '@routier/domain';
import type { CityEntry, PostalEntry } from './gazetteer-data.js';
import { loadGazetteerData } from './gazetteer-data.js';
import { buildGazetteerIndex, type GazetteerIndex } from './gazetteer-index.js';
import type { Geocoder, SearchOptions } from './geocoder.js';

let index: GazetteerIndex | null = null;
/** Built on the first search and kept: start-up stays fast, later searches take a millisecond. */
export const gazetteerIndex = (): GazetteerIndex => (index ??= buildGazetteerIndex(loadGazetteerData()));

type Parts = Omit<Place, 'label' | 'address'> & { street: string | null };

const toPlace = ({ street, ...p }: Parts): Place => {
  const label = formatPlaceLabel({ street, city: p.city, province: p.province, zip_code: p.zip_code });
  return { ...p, label, address: street ?? formatPlaceLabel({ city: p.city, province: p.province, zip_code: p.zip_code }) };
};

/** The typed postal code, when it is the one of this place ("M5H 2N2" for FSA M5H). */
const typedPostalFor = (q: AddressQuery, province: string, country: string): string | null => {
  const postal = q.postal;
  if (!postal || postal.partial || postal.country !== country) return null;
  if (postal.country === 'CA' && provinceOfPostalCode(postal.key) !== province) return null;
  return postal.code;
};

const postalPlace = (idx: GazetteerIndex, p: PostalEntry, q: AddressQuery): Place => {
  const isCanada = p.country === 'CA';
  const city = isCanada ? idx.cityOfFsa(p) : p.name;
  const sublocality =
    isCanada && p.name !== city && !p.name.includes('\uFFFD')
      ? p.name.replace(/\(\s*(\w)/, (_m, ch: string) => `(${ch.toUpperCase()}`)
      : null;
  const typed = q.postal?.key === p.code ? q.postal.code : null;
  return toPlace({
    place_id: `${isCanada ? 'fsa' : 'zip'}:${p.code}`,
    street: q.street,
    city,
    sublocality,
    province: p.province,
    country: p.country,
    zip_code: typed ?? p.code,
    lat: p.lat,
    lng: p.lng,
  });
};

const cityPlace = (c: CityEntry, q: AddressQuery): Place =>
  toPlace({
    place_id: `city:${c.id}`,
    street: q.street,
    city: c.name,
    sublocality: null,
    province: c.province,
    country: c.country,
    zip_code: typedPostalFor(q, c.province, c.country),
    lat: c.lat,
    lng: c.lng,
  });

/** "100 King St W Toronto" (no comma): the trailing words that name a city become the city. */
const splitCityFromStreet = (idx: GazetteerIndex, q: AddressQuery): AddressQuery => {
  if (!q.street || q.city || q.postal) return q;
  const words = q.street.split(/\s+/);
  for (let n = Math.min(3, words.length - 2); n >= 1; n--) {
    const city = words.slice(-n).join(' ');
    if (idx.hasCityNamed(city)) return { ...q, street: words.slice(0, -n).join(' '), city };
  }
  return q;
};

const searchParsed = (idx: GazetteerIndex, q: AddressQuery, { countries, limit }: SearchOptions): Place[] => {
  const places: Place[] = [];
  if (q.postal) {
    const hits = idx.searchPostal(q.postal.key, q.postal.partial, countries, limit);
    places.push(...hits.filter((p) => !q.province || p.province === q.province).map((p) => postalPlace(idx, p, q)));
  }
  if (q.city) {
    const filter = { countries: q.country ? countries.filter((c) => c === q.country) : countries, province: q.province };
    const taken = new Set(places.map((p) => `${p.city}|${p.province}`));
    for (const { city } of idx.searchCities(q.city, filter, limit)) {
      if (!taken.has(`${city.name}|${city.province}`)) places.push(cityPlace(city, q));
    }
  }
  return places.slice(0, limit);
};

/** "vancouver wa": a lower-case trailing state code the parser left in the city, tried when nothing matched. */
const withTrailingCode = (q: AddressQuery): AddressQuery | null => {
  const m = q.city && !q.province ? /^(.+)\s([a-z]{2})$/i.exec(q.city) : null;
  const province = m ? normaliseProvince(m[2]) : null;
  return m && province ? { ...q, city: m[1], province, country: countryOfProvince(province) } : null;
};

export const searchGazetteer = (query: string, opts: SearchOptions): Place[] => {
  const idx = gazetteerIndex();
  const q = splitCityFromStreet(idx, parseAddressQuery(query));
  const places = searchParsed(idx, q, opts);
  const retry = places.length ? null : withTrailingCode(q);
  return retry ? searchParsed(idx, retry, opts) : places;
};

export const createGazetteerGeocoder = (): Geocoder => ({
  kind: 'gazetteer',
  search: async (query, opts) => searchGazetteer(query, opts),
});
