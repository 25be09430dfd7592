import { describe, expect, it } from 'vitest';
import { businessDayOf, businessDayStart, businessMonth, businessToday, businessYear } from './business-day.js';

describe('the day of an instant in the business time zone', () => {
  it('keeps an Ontario evening on its own day, while UTC has moved on', () => {
    expect(businessDayOf(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-25');
    expect(businessDayOf(new Date('2026-11-26T01:00:00Z'))).toBe('2026-11-25');
    expect(businessDayOf(new Date('2026-11-26T05:00:00Z'))).toBe('2026-11-26');
  });

  it('puts 23:30 UTC on the same day in Toronto and 04:30 UTC on the day before', () => {
    expect(businessToday(new Date('2026-06-10T23:30:00Z'))).toBe('2026-06-10');
    expect(businessToday(new Date('2026-06-11T03:30:00Z'))).toBe('2026-06-10');
    expect(businessToday(new Date('2026-01-11T04:30:00Z'))).toBe('2026-01-10');
    expect(businessToday(new Date('2026-01-11T05:00:00Z'))).toBe('2026-01-11');
  });

  it('follows daylight saving time (EDT is UTC-4, EST UTC-5)', () => {
    expect(businessDayOf(new Date('2026-07-01T03:30:00Z'))).toBe('2026-06-30');
    expect(businessDayOf(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01');
    // spring forward on 2026-03-08: midnight is still at 05:00 UTC that morning, at 04:00 UTC the next one
    expect(businessDayOf(new Date('2026-03-08T04:59:00Z'))).toBe('2026-03-07');
    expect(businessDayOf(new Date('2026-03-08T05:00:00Z'))).toBe('2026-03-08');
    expect(businessDayOf(new Date('2026-03-09T03:59:00Z'))).toBe('2026-03-08');
    expect(businessDayOf(new Date('2026-03-09T04:00:00Z'))).toBe('2026-03-09');
    // fall back on 2026-11-01: the day lasts 25 hours, until 05:00 UTC the next morning
    expect(businessDayOf(new Date('2026-11-02T04:30:00Z'))).toBe('2026-11-01');
    expect(businessDayOf(new Date('2026-11-02T05:00:00Z'))).toBe('2026-11-02');
  });

  it('takes another zone when given', () => {
    expect(businessDayOf(new Date('2026-11-26T06:30:00Z'), 'America/Vancouver')).toBe('2026-11-25');
  });

  it('counts months and years on Toronto’s clock', () => {
    expect(businessToday(new Date('2027-01-01T02:00:00Z'))).toBe('2026-12-31');
    expect(businessMonth(new Date('2027-01-01T02:00:00Z'))).toBe('2026-12');
    expect(businessYear(new Date('2027-01-01T02:00:00Z'))).toBe(2026);
    expect(businessMonth(new Date('2026-05-01T03:59:00Z'))).toBe('2026-04');
    expect(businessMonth(new Date('2026-05-01T04:00:00Z'))).toBe('2026-05');
  });
});

describe('the instant a business day begins', () => {
  it('is midnight on Toronto’s clock, in winter and in summer', () => {
    expect(businessDayStart('2026-01-01').toISOString()).toBe('2026-01-01T05:00:00.000Z');
    expect(businessDayStart('2026-07-01').toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(businessDayStart('2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(businessDayStart('2026-03-09').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(businessDayStart('2026-11-01').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(businessDayStart('2026-11-02').toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });
});
