import { describe, expect, it } from 'vitest';
import { isStartDateAllowed, normalizeVinInput, parseEntryDate } from './car-rules.js';
import { CarsBatchInputSchema, VinDecodeInputSchema } from './cars.schemas.js';

const car = (over: Record<string, unknown> = {}) => ({
  vin: '2HGFC2F58MH210137',
  type: 1,
  make: 'Honda',
  model: 'Civic',
  year: 2021,
  ...over,
});
const errors = (cars: unknown[], start_at: unknown = '2026/11/21') => {
  const r = CarsBatchInputSchema.safeParse({ cars, start_at });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('vehicle step rules', () => {
  it('defaults operable on, modified, enclosed and antique off, notes null', () => {
    const r = CarsBatchInputSchema.parse({ cars: [car()], start_at: '2026/11/21' });
    expect(r.cars[0]).toMatchObject({
      is_operable: true,
      is_modified: false,
      enclosed: false,
      is_antique: false,
      comments: null,
    });
    expect(r.start_at).toBe('2026-11-21');
  });
  it('needs 1 to 100 cars', () => {
    expect(errors([])).toHaveProperty('cars');
    expect(errors(Array.from({ length: 101 }, () => car()))).toHaveProperty('cars');
    expect(errors(Array.from({ length: 100 }, () => car()))).toEqual({});
  });
  it('checks the VIN: required, 17 characters, no I, O or Q', () => {
    expect(errors([car({ vin: '' })])).toEqual({ 'cars.0.vin': 'isRequired' });
    expect(errors([car({ vin: '2HGFC2F58MH21013' })])).toEqual({ 'cars.0.vin': 'vinMessage' });
    expect(errors([car({ vin: '2HGFC2F58MH21013O' })])).toEqual({ 'cars.0.vin': 'invalidVIN' });
    expect(VinDecodeInputSchema.parse({ vin: '2hgfc2f58mh210137' }).vin).toBe('2HGFC2F58MH210137');
  });
  it('requires type, make, model and a year from 1901 to next year', () => {
    expect(errors([car({ type: undefined, make: ' ', model: undefined })])).toMatchObject({
      'cars.0.type': 'isRequired',
      'cars.0.make': 'isRequired',
      'cars.0.model': 'isRequired',
    });
    expect(errors([car({ year: 1900 })])).toEqual({ 'cars.0.year': 'outOfRange' });
    expect(errors([car({ year: new Date().getUTCFullYear() + 2 })])).toEqual({ 'cars.0.year': 'outOfRange' });
    expect(errors([car({ year: new Date().getUTCFullYear() + 1 })])).toEqual({});
  });
  it('requires modification notes of at most 120 characters only when modified', () => {
    expect(errors([car({ is_modified: true })])).toEqual({ 'cars.0.comments': 'isRequired' });
    expect(errors([car({ is_modified: true, comments: 'x'.repeat(121) })])).toEqual({ 'cars.0.comments': 'notesMaxLength' });
    const r = CarsBatchInputSchema.parse({ cars: [car({ is_modified: false, comments: 'lift kit' })], start_at: '2026.11.21' });
    expect(r.cars[0].comments).toBeNull();
  });
  it('accepts dimensions from 1 to 50000', () => {
    expect(errors([car({ width: 0 })])).toHaveProperty('cars.0.width');
    expect(errors([car({ weight: 50_000 })])).toEqual({});
  });
  it('reads YYYY/MM/DD and YYYY.MM.DD start dates, not earlier than yesterday', () => {
    expect(parseEntryDate('2026/02/30')).toBeNull();
    expect(errors([car()], 'tomorrow')).toEqual({ start_at: 'invalidDate' });
    expect(isStartDateAllowed('2026-11-20', '2026-11-21')).toBe(true);
    expect(isStartDateAllowed('2026-11-19', '2026-11-21')).toBe(false);
  });
  it('upper-cases the VIN box and caps it at 17', () => {
    expect(normalizeVinInput('2hgfc2f58mh210137xyz')).toBe('2HGFC2F58MH210137');
  });
});
