import { isValidVin, type CarType, type VinDecoded } from '@routier/domain';
import { CATALOGUE, VDS, WMI } from './catalogue-data.js';

/** Decodes a VIN to make, model, year and type; null when it cannot (the customer then fills them in). */
export type VinDecoder = { kind: 'offline' | 'vpic'; decode: (vin: string) => Promise<VinDecoded | null> };

/** Model-year codes (VIN character 10), repeating every 30 years from 1980. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * The model year of a VIN. Character 10 repeats every 30 years; North-American passenger VINs put a letter
 * in position 7 from 2010 on, which picks the cycle. A year after next year is from the previous cycle.
 */
export const vinModelYear = (vin: string, now: Date = new Date()): number | null => {
  const index = YEAR_CODES.indexOf(vin[9]);
  if (index < 0) return null;
  let year = 1980 + index + (/[A-Z]/.test(vin[6]) ? 30 : 0);
  while (year > now.getUTCFullYear() + 1) year -= 30;
  return year;
};

const catalogueType = (make: string, model: string): number | null =>
  CATALOGUE[make]?.find(([name]) => name === model)?.[3] ?? null;

/** Offline: world manufacturer table, model-year character, and the curated descriptor table for models. */
export const createOfflineVinDecoder = (clock: () => Date = () => new Date()): VinDecoder => ({
  kind: 'offline',
  decode: async (raw) => {
    const vin = raw.trim().toUpperCase();
    if (!isValidVin(vin)) return null;
    const maker = WMI[vin.slice(0, 4)] ?? WMI[vin.slice(0, 3)];
    if (!maker) return null;
    const [make, wmiType] = maker;
    const model = VDS[vin.slice(0, 8)] ?? null;
    const type = ((model && catalogueType(make, model)) ?? wmiType) as CarType | null;
    return { vin, make, model, year: vinModelYear(vin, clock()), type };
  },
});

type VpicResult = { Make?: string; Model?: string; ModelYear?: string; BodyClass?: string; VehicleType?: string };

/** vPIC body classes → the spec's car types. */
const bodyType = (r: VpicResult): CarType | null => {
  const body = `${r.BodyClass ?? ''} ${r.VehicleType ?? ''}`.toLowerCase();
  if (/pickup/.test(body)) return 5;
  if (/van|minivan/.test(body)) return 2;
  if (/sport utility|suv|crossover|multipurpose/.test(body)) return 3;
  if (/truck|bus|incomplete/.test(body)) return 7;
  if (/sedan|coupe|hatchback|convertible|wagon|passenger car/.test(body)) return 1;
  return null;
};

const titleCase = (s: string) => s.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (m) => m.toUpperCase());

/** The NHTSA vPIC web API (`VIN_DECODER=vpic`, `VPIC_URL`): DecodeVinValues. */
export const createVpicVinDecoder = (baseUrl: string, fetchImpl: typeof fetch = fetch): VinDecoder => ({
  kind: 'vpic',
  decode: async (raw) => {
    const vin = raw.trim().toUpperCase();
    if (!isValidVin(vin)) return null;
    try {
      const res = await fetchImpl(`${baseUrl.replace(/\/$/, '')}/vehicles/DecodeVinValues/${vin}?format=json`, {
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) return null;
      const result = ((await res.json()) as { Results?: VpicResult[] }).Results?.[0];
      if (!result?.Make) return null;
      const year = Number(result.ModelYear);
      return {
        vin,
        make: titleCase(result.Make),
        model: result.Model || null,
        year: Number.isInteger(year) && year > 1900 ? year : null,
        type: bodyType(result),
      };
    } catch {
      return null;
    }
  },
});

/** VIN_DECODER=vpic → the vPIC web API (VPIC_URL, default NHTSA's); otherwise the offline tables. */
export const createVinDecoder = (env: NodeJS.ProcessEnv = process.env, clock?: () => Date): VinDecoder =>
  env.VIN_DECODER === 'vpic'
    ? createVpicVinDecoder(env.VPIC_URL ?? 'https://vpic.nhtsa.dot.gov/api')
    : createOfflineVinDecoder(clock);
