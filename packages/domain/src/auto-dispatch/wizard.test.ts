import { describe, expect, it } from 'vitest';
import { ShippingMethod } from '../orders/enums.js';
import { Role } from '../users/roles.js';
import {
  AutoDispatchMethodInputSchema,
  AutoDispatchQuoteRequestInputSchema,
  autoDispatchStartStep,
  transportationOptions,
} from './wizard.js';

const input = (over: Partial<Parameters<typeof transportationOptions>[0]> = {}) => ({
  km: 100,
  cars: [{ operable: true }],
  role: Role.Dealer,
  originCountry: 'CA' as const,
  destinationCountry: 'CA' as const,
  ...over,
});
const available = (over: Partial<Parameters<typeof transportationOptions>[0]> = {}) =>
  transportationOptions(input(over))
    .filter((o) => o.is_available)
    .map((o) => o.shipping_method);
const reasonOf = (method: ShippingMethod, over: Partial<Parameters<typeof transportationOptions>[0]>) =>
  transportationOptions(input(over)).find((o) => o.shipping_method === method)?.reason;

describe('auto-dispatch transportation step: method availability (spec §4)', () => {
  it('offers every method for one running car on a short route', () => {
    expect(available()).toEqual([1, 2, 3, 4]);
  });

  it('drive away under the first limit, flatbed under the second', () => {
    expect(available({ km: 250 })).toContain(ShippingMethod.DriveAway);
    expect(available({ km: 251 })).not.toContain(ShippingMethod.DriveAway);
    expect(reasonOf(ShippingMethod.DriveAway, { km: 400 })).toBe('driveAwayDistance');
    expect(available({ km: 600 })).toContain(ShippingMethod.Flatbed);
    expect(reasonOf(ShippingMethod.Flatbed, { km: 601 })).toBe('flatbedDistance');
    expect(available({ km: 601 })).toEqual([ShippingMethod.HaulAway, ShippingMethod.Enclosed]);
  });

  it('haul away and enclosed only when every car runs; enclosed for exactly one car', () => {
    const twoCars = [{ operable: true }, { operable: true }];
    expect(available({ cars: twoCars })).toEqual([1, 2, 3]);
    expect(reasonOf(ShippingMethod.Enclosed, { cars: twoCars })).toBe('enclosedOneCar');
    const oneBroken = [{ operable: true }, { operable: false }];
    expect(available({ cars: oneBroken })).toEqual([ShippingMethod.Flatbed]);
    expect(reasonOf(ShippingMethod.HaulAway, { cars: oneBroken })).toBe('inoperableCars');
  });

  it('offers a non-running car past 700 km a flatbed quoted by a carrier, in Canada (decision 060)', () => {
    expect(available({ km: 800, cars: [{ operable: false }] })).toEqual([ShippingMethod.Flatbed]);
    const flatbed = transportationOptions(input({ km: 800, cars: [{ operable: false }] })).find((o) => o.shipping_method === 2);
    expect(flatbed?.quote_only).toBe(true);
    expect(reasonOf(ShippingMethod.HaulAway, { km: 800, cars: [{ operable: false }] })).toBe('inoperableTooFar');
    expect(available({ km: 500, cars: [{ operable: false }] })).toEqual([ShippingMethod.Flatbed]);
    expect(transportationOptions(input({ km: 500, cars: [{ operable: false }] })).every((o) => !o.quote_only)).toBe(true);
    // across the border nothing is offered (the fallback view)
    expect(available({ km: 800, cars: [{ operable: false }], destinationCountry: 'US' })).toEqual([]);
  });
});

describe('auto-dispatch wizard inputs', () => {
  it('opens at the server step minus one, at most the quote request', () => {
    expect([null, 1, 2, 3, 4, 5].map(autoDispatchStartStep)).toEqual([0, 0, 1, 2, 3, 3]);
  });

  it('reads enclosed as haul away with `enclosed`, and refuses unknown methods', () => {
    expect(AutoDispatchMethodInputSchema.parse({ shipping_method: 3, enclosed: true })).toEqual({ shipping_method: 4 });
    expect(AutoDispatchMethodInputSchema.parse({ shipping_method: '2' })).toEqual({ shipping_method: 2 });
    expect(AutoDispatchMethodInputSchema.parse({ shipping_method: 4 })).toEqual({ shipping_method: 4 });
    const bad = AutoDispatchMethodInputSchema.safeParse({ shipping_method: 9 });
    expect(bad.success).toBe(false);
    expect(AutoDispatchMethodInputSchema.safeParse({}).error?.issues[0]?.message).toBe('isRequired');
  });

  it('needs a date for priority and drops it for flexible', () => {
    expect(AutoDispatchQuoteRequestInputSchema.parse({ type: 'flexible', needed_by_date: '2026/12/01' })).toEqual({
      type: 'flexible',
      needed_by_date: null,
    });
    expect(AutoDispatchQuoteRequestInputSchema.parse({ type: 'priority', needed_by_date: '2026/12/01' })).toEqual({
      type: 'priority',
      needed_by_date: '2026-12-01',
    });
    const missing = AutoDispatchQuoteRequestInputSchema.safeParse({ type: 'priority' });
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['needed_by_date', 'isRequired']]);
    expect(AutoDispatchQuoteRequestInputSchema.safeParse({}).error?.issues[0]?.message).toBe('isRequired');
  });
});
