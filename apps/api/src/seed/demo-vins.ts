import { CarType } from '@routier/domain';

type Model = { make: string; model: string; year: number; type: CarType; prefix: string; plant: string };

/** Real world-manufacturer and descriptor prefixes (first 8 VIN characters) for common Canadian models. */
const MODELS: Model[] = [
  { make: 'Toyota', model: 'Camry', year: 2022, type: CarType.Sedan, prefix: '4T1B11HK', plant: 'U' },
  { make: 'Honda', model: 'Civic', year: 2021, type: CarType.Sedan, prefix: '2HGFC2F5', plant: 'H' },
  { make: 'Ford', model: 'F-150', year: 2023, type: CarType.Pickup, prefix: '1FTFW1E5', plant: 'F' },
  { make: 'Chevrolet', model: 'Equinox', year: 2022, type: CarType.Suv, prefix: '2GNAXUEV', plant: 'L' },
  { make: 'Toyota', model: 'RAV4', year: 2023, type: CarType.Suv, prefix: '2T3P1RFV', plant: 'W' },
  { make: 'Honda', model: 'CR-V', year: 2022, type: CarType.Suv, prefix: '2HKRW2H8', plant: 'H' },
  { make: 'Chrysler', model: 'Pacifica', year: 2021, type: CarType.Van, prefix: '2C4RC1BG', plant: 'R' },
  { make: 'Ram', model: '1500', year: 2022, type: CarType.Pickup, prefix: '1C6SRFFT', plant: 'N' },
  { make: 'Ford', model: 'Escape', year: 2021, type: CarType.Suv, prefix: '1FMCU9J9', plant: 'U' },
  { make: 'Mazda', model: 'CX-5', year: 2023, type: CarType.Suv, prefix: 'JM3KFBCM', plant: '0' },
  { make: 'Hyundai', model: 'Tucson', year: 2022, type: CarType.Suv, prefix: 'KM8JBCAE', plant: 'U' },
  { make: 'Subaru', model: 'Outback', year: 2021, type: CarType.Suv, prefix: '4S4BTANC', plant: '3' },
  { make: 'Nissan', model: 'Rogue', year: 2023, type: CarType.Suv, prefix: '5N1BT3BB', plant: 'C' },
  { make: 'Ford', model: 'F-250 Super Duty', year: 2022, type: CarType.HdPickup, prefix: '1FT7W2BT', plant: 'E' },
  { make: 'Ford', model: 'Transit', year: 2023, type: CarType.Commercial, prefix: '1FTBR1C8', plant: 'K' },
  { make: 'Chevrolet', model: 'Tahoe', year: 2022, type: CarType.SuvXl, prefix: '1GNSKNKD', plant: 'R' },
  { make: 'Tesla', model: 'Model 3', year: 2023, type: CarType.Sedan, prefix: '5YJ3E1EA', plant: 'F' },
  { make: 'Lexus', model: 'RX 350', year: 2023, type: CarType.Suv, prefix: '2T2BZMCA', plant: 'C' },
  { make: 'Kia', model: 'Telluride', year: 2022, type: CarType.SuvXl, prefix: '5XYP5DHC', plant: 'G' },
  { make: 'Porsche', model: '911 Carrera', year: 2020, type: CarType.Sedan, prefix: 'WP0AB2A9', plant: 'S' },
];

const YEAR_CODES: Record<number, string> = { 2020: 'L', 2021: 'M', 2022: 'N', 2023: 'P', 2024: 'R', 2025: 'S', 2026: 'T' };
const LETTER_VALUES = 'A1B2C3D4E5F6G7H8J1K2L3M4N5P7R9S2T3U4V5W6X7Y8Z9';
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

const charValue = (c: string) => (/\d/.test(c) ? Number(c) : Number(LETTER_VALUES[LETTER_VALUES.indexOf(c) + 1]));

/** The ISO 3779 / 49 CFR 565 check digit (9th character) of a VIN. */
export const vinCheckDigit = (vin: string): string => {
  const sum = [...vin].reduce((acc, c, i) => acc + charValue(c) * WEIGHTS[i], 0);
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
};

export type DemoCar = { vin: string; make: string; model: string; year: number; type: CarType };

/** A deterministic, well-formed VIN and its model for demo car n. */
export const demoCar = (n: number): DemoCar => {
  const m = MODELS[n % MODELS.length];
  const serial = String(210_000 + n * 137)
    .padStart(6, '0')
    .slice(-6);
  const draft = `${m.prefix}0${YEAR_CODES[m.year]}${m.plant}${serial}`;
  const vin = `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
  return { vin, make: m.make, model: m.model, year: m.year, type: m.type };
};

/** Index of a model in the catalogue, to pick a given car (e.g. the Porsche for an enclosed order). */
export const modelIndex = (model: string) => MODELS.findIndex((m) => m.model === model);
