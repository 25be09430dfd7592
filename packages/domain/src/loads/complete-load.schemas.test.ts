import { describe, expect, it } from 'vitest';
import { completeLoadSchema, LoadPositionInputSchema } from './complete-load.schemas.js';

const errorsOf = (chargesFee: boolean, input: unknown) => {
  const r = completeLoadSchema(chargesFee).safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('complete load (spec §5)', () => {
  it('needs at least one file; delivered date, notes and fuel fee are optional', () => {
    expect(errorsOf(false, { files: [] })).toEqual({ files: 'isRequired' });
    const r = completeLoadSchema(false).parse({ files: ['bol.pdf'], delivered_at: '', notes: '' });
    expect(r.delivered_at).toBeUndefined();
    expect(r.notes).toBeUndefined();
    expect(r.fuel_fee).toBeUndefined();
  });

  it('reads the delivered date as the spec sends it', () => {
    expect(completeLoadSchema(false).parse({ files: ['f'], delivered_at: '2026/11/21' }).delivered_at).toBe('2026-11-21');
    expect(errorsOf(false, { files: ['f'], delivered_at: '2026/13/01' })).toEqual({ delivered_at: 'invalidValue' });
  });

  it('needs a fuel-fee file with a fuel fee and the other way round', () => {
    expect(errorsOf(true, { files: ['f'], fuel_fee: '45.50' })).toEqual({ fuel_fee_file: 'feeFileRequired' });
    expect(errorsOf(true, { files: ['f'], fuel_fee_file: 'receipt.pdf' })).toEqual({ fuel_fee: 'feeRequired' });
    expect(completeLoadSchema(true).parse({ files: ['f'], fuel_fee: '45.50', fuel_fee_file: 'r' }).fuel_fee).toBe(45.5);
  });

  it('takes fuel fields only when the order charges the fee', () => {
    expect(errorsOf(false, { files: ['f'], fuel_fee: 20, fuel_fee_file: 'r' })).toEqual({
      fuel_fee: 'unknownField',
      fuel_fee_file: 'unknownField',
    });
  });

  it('keeps the fuel fee to positive dollars and cents', () => {
    expect(errorsOf(true, { files: ['f'], fuel_fee: '-1', fuel_fee_file: 'r' })).toEqual({ fuel_fee: 'outOfRange' });
    expect(errorsOf(true, { files: ['f'], fuel_fee: '1.234', fuel_fee_file: 'r' })).toEqual({ fuel_fee: 'invalidValue' });
  });
});

describe('load position', () => {
  it('takes a latitude and a longitude', () => {
    expect(LoadPositionInputSchema.safeParse({ lat: 45.5, lng: -73.6 }).success).toBe(true);
    expect(LoadPositionInputSchema.safeParse({ lat: 91, lng: 0 }).success).toBe(false);
  });
});
