import { describe, expect, it } from 'vitest';
import { ShippingMethod } from '../orders/enums.js';
import { Role } from '../users/roles.js';
import { methodAvailability, quoteRequestAvailability, type AvailabilityInput } from './availability.js';

const op = { operable: true };
const broken = { operable: false };
const input = (over: Partial<AvailabilityInput> = {}): AvailabilityInput => ({
  km: 100,
  cars: [op],
  role: Role.Dealer,
  originCountry: 'CA',
  destinationCountry: 'CA',
  ...over,
});
const reason = (m: ShippingMethod, over: Partial<AvailabilityInput> = {}) => {
  const a = methodAvailability(m, input(over));
  return a.available ? null : a.reason;
};

describe('method availability (spec §4, §9)', () => {
  it('drive away: operable cars, up to 250 km, Canada only, not for private users', () => {
    expect(reason(ShippingMethod.DriveAway)).toBeNull();
    expect(reason(ShippingMethod.DriveAway, { km: 250 })).toBeNull();
    expect(reason(ShippingMethod.DriveAway, { km: 250.1 })).toBe('driveAwayDistance');
    expect(reason(ShippingMethod.DriveAway, { destinationCountry: 'US' })).toBe('driveAwayCanadaOnly');
    expect(reason(ShippingMethod.DriveAway, { role: Role.PrivateUser })).toBe('driveAwayPrivateUser');
    expect(reason(ShippingMethod.DriveAway, { cars: [op, broken] })).toBe('inoperableCars');
  });

  it('flatbed: up to 600 km in Canada, inoperable cars included', () => {
    expect(reason(ShippingMethod.Flatbed, { km: 600, cars: [broken] })).toBeNull();
    expect(reason(ShippingMethod.Flatbed, { km: 601 })).toBe('flatbedDistance');
    expect(reason(ShippingMethod.Flatbed, { originCountry: 'US' })).toBe('flatbedCanadaOnly');
  });

  it('haul away: operable cars, any distance', () => {
    expect(reason(ShippingMethod.HaulAway, { km: 4_000, cars: [op, op, op] })).toBeNull();
    expect(reason(ShippingMethod.HaulAway, { cars: [broken] })).toBe('inoperableCars');
  });

  it('enclosed: exactly one operable car', () => {
    expect(reason(ShippingMethod.Enclosed, { km: 3_000 })).toBeNull();
    expect(reason(ShippingMethod.Enclosed, { cars: [op, op] })).toBe('enclosedOneCar');
    expect(reason(ShippingMethod.Enclosed, { cars: [broken] })).toBe('inoperableCars');
  });

  it('an inoperable car past 700 km has no option at all', () => {
    for (const m of [1, 2, 3, 4] as const) expect(reason(m, { km: 701, cars: [broken] })).toBe('inoperableTooFar');
    expect(reason(ShippingMethod.Flatbed, { km: 500, cars: [broken] })).toBeNull();
  });
});

describe('quote requests (decision 058)', () => {
  const ask = (requested: { shipping_method: number | null; enclosed?: boolean }, over: Partial<AvailabilityInput> = {}) =>
    quoteRequestAvailability(input(over), { enclosed: false, ...requested });

  it('asks carriers for a non-running car past 700 km in Canada: no automatic option, but a flatbed quote', () => {
    const far = { km: 1_200, cars: [broken] };
    expect(ask({ shipping_method: null }, far)).toEqual({ available: true });
    expect(ask({ shipping_method: ShippingMethod.Flatbed }, far)).toEqual({ available: true });
    expect(ask({ shipping_method: ShippingMethod.HaulAway }, far)).toEqual({ available: false, reason: 'inoperableTooFar' });
    expect(ask({ shipping_method: null }, { ...far, destinationCountry: 'US' })).toMatchObject({ available: false });
  });

  it('a named method must be available; enclosed is haul away with the flag', () => {
    expect(ask({ shipping_method: ShippingMethod.HaulAway, enclosed: true }, { cars: [op, op] })).toEqual({
      available: false,
      reason: 'enclosedOneCar',
    });
    expect(ask({ shipping_method: ShippingMethod.DriveAway }, { km: 400 })).toMatchObject({ reason: 'driveAwayDistance' });
    expect(ask({ shipping_method: null }, { km: 400 })).toEqual({ available: true });
  });
});
