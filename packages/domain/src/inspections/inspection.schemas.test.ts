import { describe, expect, it } from 'vitest';
import { CAR_PANELS, InspectionInputSchema } from './inspection.schemas.js';
import { comparePanels } from './inspection.types.js';

const valid = {
  kind: 'pickup',
  car_id: '12',
  damages: [{ panel: 'hood', kind: 'scratch' }],
  odometer: '45210',
  notes: 'Small scratch on the hood',
  photos: ['photo'],
  signature: 'sig',
};
const errorsOf = (input: unknown) => {
  const r = InspectionInputSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('inspection input', () => {
  it('accepts a pickup or delivery inspection with damage marks, odometer, notes, photos and signature', () => {
    const r = InspectionInputSchema.parse(valid);
    expect(r).toMatchObject({ kind: 'pickup', car_id: 12, odometer: 45210, damages: [{ panel: 'hood', kind: 'scratch' }] });
    expect(InspectionInputSchema.parse({ ...valid, kind: 'delivery', damages: [], notes: undefined }).notes).toBe('');
  });

  it('needs a kind of pickup or delivery, a known panel and damage kind', () => {
    expect(errorsOf({ ...valid, kind: 'midway' })).toEqual({ kind: 'invalidChoice' });
    expect(errorsOf({ ...valid, damages: [{ panel: 'spoiler', kind: 'dent' }] })).toEqual({ 'damages.0.panel': 'invalidChoice' });
    expect(errorsOf({ ...valid, damages: [{ panel: 'hood', kind: 'rust' }] })).toEqual({ 'damages.0.kind': 'invalidChoice' });
  });

  it('marks a panel with a kind of damage once', () => {
    const twice = [
      { panel: 'hood', kind: 'dent' },
      { panel: 'hood', kind: 'dent' },
    ];
    expect(errorsOf({ ...valid, damages: twice })).toEqual({ damages: 'invalidValue' });
  });

  it('needs the odometer as a whole number of 0 or more', () => {
    expect(errorsOf({ ...valid, odometer: '' })).toEqual({ odometer: 'isRequired' });
    expect(errorsOf({ ...valid, odometer: '-1' })).toEqual({ odometer: 'outOfRange' });
    expect(errorsOf({ ...valid, odometer: '12.5' })).toEqual({ odometer: 'invalidValue' });
    expect(InspectionInputSchema.parse({ ...valid, odometer: 0 }).odometer).toBe(0);
  });

  it('keeps notes to 500 characters', () => {
    expect(errorsOf({ ...valid, notes: 'x'.repeat(501) })).toEqual({ notes: 'tooLong' });
  });

  it('needs 1 to 20 photos and a signature', () => {
    expect(errorsOf({ ...valid, photos: [] })).toEqual({ photos: 'isRequired' });
    expect(errorsOf({ ...valid, photos: Array(21).fill('p') })).toEqual({ photos: 'outOfRange' });
    expect(errorsOf({ ...valid, signature: null })).toEqual({ signature: 'isRequired' });
  });
});

describe('pickup and delivery side by side', () => {
  it('lists the panels marked at either end and flags what changed', () => {
    const pickup = [{ panel: 'hood', kind: 'scratch' } as const];
    const delivery = [{ panel: 'hood', kind: 'scratch' } as const, { panel: 'left_front_door', kind: 'dent' } as const];
    expect(comparePanels(CAR_PANELS, pickup, delivery)).toEqual([
      { panel: 'hood', pickup: ['scratch'], delivery: ['scratch'], changed: false },
      { panel: 'left_front_door', pickup: [], delivery: ['dent'], changed: true },
    ]);
  });

  it('flags nothing before the delivery inspection', () => {
    expect(comparePanels(CAR_PANELS, [{ panel: 'roof', kind: 'chip' }], null)).toEqual([
      { panel: 'roof', pickup: ['chip'], delivery: [], changed: false },
    ]);
  });
});
