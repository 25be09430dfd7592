import { describe, expect, it } from 'vitest';
import { businessDayOf, businessToday } from './business-day.js';

describe('the day of an instant in the business time zone', () => {
  it('keeps an Ontario evening on its own day, while UTC has moved on', () => {
    expect(businessDayOf(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-25');
    expect(businessDayOf(new Date('2026-11-26T01:00:00Z'))).toBe('2026-11-25');
    expect(businessDayOf(new Date('2026-11-26T05:00:00Z'))).toBe('2026-11-26');
  });

  it('follows daylight saving time (EDT is UTC-4)', () => {
    expect(businessDayOf(new Date('2026-07-01T03:30:00Z'))).toBe('2026-06-30');
    expect(businessDayOf(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01');
  });

  it('takes another zone when given', () => {
    expect(businessDayOf(new Date('2026-11-26T06:30:00Z'), 'America/Vancouver')).toBe('2026-11-25');
  });

  it('reads today from the clock', () => {
    expect(businessToday(() => new Date('2027-01-01T02:00:00Z'))).toBe('2026-12-31');
  });
});
