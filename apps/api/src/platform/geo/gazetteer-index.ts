import { foldText, type Country } from '@routier/domain';
import type { CityEntry, GazetteerData, PostalEntry } from './gazetteer-data.js';
import { greatCircleKm } from './distance.js';

/** How a city's name matched: the whole name, its start, or the start of a later word ("jerome" → Saint-Jérôme). */
export const Tier = { Exact: 0, Prefix: 1, Word: 2 } as const;
type Tier = (typeof Tier)[keyof typeof Tier];
type Key = { key: string; city: CityEntry; word: boolean };
export type CityMatch = { city: CityEntry; tier: Tier };
export type CityFilter = { countries: readonly Country[]; province: string | null };

/** "st" and "saint" (and "ste"/"sainte") are written both ways. */
const SAINT_VARIANTS: [string, string][] = [
  ['saint ', 'st '],
  ['st ', 'saint '],
  ['sainte ', 'ste '],
  ['ste ', 'sainte '],
];

const keysOf = (name: string): { key: string; word: boolean }[] => {
  const folded = foldText(name);
  const keys = [{ key: folded, word: false }];
  for (const [from, to] of SAINT_VARIANTS)
    if (folded.startsWith(from)) keys.push({ key: to + folded.slice(from.length), word: false });
  const words = folded.split(' ');
  for (let i = 1; i < words.length; i++) if (words[i].length >= 3) keys.push({ key: words.slice(i).join(' '), word: true });
  return keys;
};

/** First index whose key is ≥ prefix. */
const lowerBound = (keys: Key[], prefix: string) => {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (keys[mid].key < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

export type GazetteerIndex = ReturnType<typeof buildGazetteerIndex>;

export const buildGazetteerIndex = (data: GazetteerData) => {
  const keys: Key[] = [];
  for (const city of data.cities) for (const k of keysOf(city.name)) keys.push({ ...k, city });
  keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

  const postal = new Map<string, PostalEntry>(data.postalCodes.map((p) => [p.code, p]));
  const zips = data.postalCodes
    .filter((p) => p.country === 'US')
    .map((p) => p.code)
    .sort();
  const citiesByProvince = new Map<string, CityEntry[]>();
  for (const c of data.cities) {
    const list = citiesByProvince.get(c.province) ?? [];
    list.push(c);
    citiesByProvince.set(c.province, list);
  }

  /** Cities whose name starts with `text` (folded), best first: tier, then population. */
  const searchCities = (text: string, filter: CityFilter, limit: number): CityMatch[] => {
    const prefix = foldText(text);
    if (!prefix) return [];
    const best = new Map<number, CityMatch>();
    for (let i = lowerBound(keys, prefix); i < keys.length && keys[i].key.startsWith(prefix); i++) {
      const { key, city, word } = keys[i];
      if (!filter.countries.includes(city.country) || (filter.province && city.province !== filter.province)) continue;
      const tier = word ? Tier.Word : key === prefix ? Tier.Exact : Tier.Prefix;
      const seen = best.get(city.id);
      if (!seen || tier < seen.tier) best.set(city.id, { city, tier });
    }
    const sorted = [...best.values()].sort((a, b) => a.tier - b.tier || b.city.population - a.city.population);
    return dedupeByName(sorted).slice(0, limit);
  };

  const hasCityNamed = (text: string) => {
    const key = foldText(text);
    const i = lowerBound(keys, key);
    return i < keys.length && keys[i].key === key && !keys[i].word;
  };

  /** FSAs and ZIPs: the exact code, or US ZIPs starting with a 3–4 digit prefix. */
  const searchPostal = (key: string, partial: boolean, countries: readonly Country[], limit: number): PostalEntry[] => {
    if (!partial) {
      const hit = postal.get(key);
      return hit && countries.includes(hit.country) ? [hit] : [];
    }
    if (!countries.includes('US')) return [];
    const out: PostalEntry[] = [];
    let lo = 0;
    let hi = zips.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (zips[mid] < key) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < zips.length && zips[i].startsWith(key) && out.length < limit; i++)
      out.push(postal.get(zips[i]) as PostalEntry);
    return out;
  };

  const cityNames = new Map<string, string>();
  /** The city an FSA belongs to: the nearby city with the most pull (population / distance²), a named one first. */
  const cityOfFsa = (fsa: PostalEntry): string => {
    const cached = cityNames.get(fsa.code);
    if (cached) return cached;
    const name = nearestCity(fsa, citiesByProvince.get(fsa.province) ?? []) ?? fallbackFsaCity(fsa.name);
    cityNames.set(fsa.code, name);
    return name;
  };

  return { searchCities, hasCityNamed, searchPostal, cityOfFsa };
};

/** Geonames lists some cities twice (a city and its seat): one per name and province. */
const dedupeByName = (matches: CityMatch[]) => {
  const seen = new Set<string>();
  return matches.filter(({ city }) => {
    const id = `${foldText(city.name)}|${city.province}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
};

const FSA_CITY_RADIUS_KM = 60;

const nearestCity = (fsa: PostalEntry, cities: CityEntry[]): string | null => {
  const fsaName = ` ${foldText(fsa.name)} `;
  let best: CityEntry | null = null;
  let bestScore = -1;
  for (const c of cities) {
    const km = greatCircleKm(fsa, c);
    if (km > FSA_CITY_RADIUS_KM) continue;
    let score = Math.max(c.population, 500) / Math.max(km, 2) ** 2;
    if (fsaName.includes(` ${foldText(c.name)} `)) score *= 100;
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best?.name ?? null;
};

/** "Eastern Alberta (st. Paul)" → "St. Paul"; "Yellowknife" → "Yellowknife". */
const fallbackFsaCity = (name: string) => {
  const inner = /\(([^)]+)\)/.exec(name)?.[1] ?? name;
  return inner.replace(/^\w/, (ch) => ch.toUpperCase()).trim();
};
