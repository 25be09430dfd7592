import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay } from './business-days.js';
import { isExpressBeforeNoon, localParts, placeTimeZone } from './local-time.js';

describe('express cutoff at 12:00 in the pickup time zone', () => {
  it('is before noon in Toronto at 11:59 and not at 12:00 (EST is UTC−5)', () => {
    expect(isExpressBeforeNoon(new Date('2026-11-23T16:59:00Z'), 'America/Toronto')).toBe(true);
    expect(isExpressBeforeNoon(new Date('2026-11-23T17:00:00Z'), 'America/Toronto')).toBe(false);
  });

  it('uses the pickup province: the same instant is morning in Vancouver, afternoon in Halifax', () => {
    const at = new Date('2026-11-23T17:30:00Z');
    expect(isExpressBeforeNoon(at, placeTimeZone({ country: 'CA', province: 'BC', lng: -123 }))).toBe(true);
    expect(isExpressBeforeNoon(at, placeTimeZone({ country: 'CA', province: 'NS', lng: -63 }))).toBe(false);
  });

  it('follows daylight saving time (EDT is UTC−4 in July)', () => {
    expect(isExpressBeforeNoon(new Date('2026-07-15T15:59:00Z'), 'America/Toronto')).toBe(true);
    expect(isExpressBeforeNoon(new Date('2026-07-15T16:00:00Z'), 'America/Toronto')).toBe(false);
  });

  it('places US pickups by longitude band', () => {
    expect(placeTimeZone({ country: 'US', province: 'NY', lng: -74 })).toBe('America/New_York');
    expect(placeTimeZone({ country: 'US', province: 'IL', lng: -87.6 })).toBe('America/Chicago');
    expect(placeTimeZone({ country: 'US', province: 'CO', lng: -105 })).toBe('America/Denver');
    expect(placeTimeZone({ country: 'US', province: 'CA', lng: -118 })).toBe('America/Los_Angeles');
  });

  it('gives the local calendar day, which differs from UTC late in the evening', () => {
    expect(localParts(new Date('2026-11-24T03:00:00Z'), 'America/Toronto').date).toBe('2026-11-23');
  });
});

describe('business days', () => {
  it('skips weekends', () => {
    expect(isBusinessDay('2026-11-21')).toBe(false); // Saturday
    expect(addBusinessDays('2026-11-20', 1)).toBe('2026-11-23'); // Friday → Monday
    expect(addBusinessDays('2026-11-23', 5)).toBe('2026-11-30');
    expect(addBusinessDays('2026-11-22', 0)).toBe('2026-11-22');
  });
});
