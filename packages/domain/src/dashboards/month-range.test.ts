import { describe, expect, it } from 'vitest';
import {
  addMonths,
  defaultMonthRange,
  monthCount,
  monthRangeErrors,
  monthRangeInstants,
  monthsOf,
  previousPeriod,
  sameMonthsLastYear,
} from './month-range.js';
import { DashboardRangeInputSchema, dashboardRangeSchema } from './dashboards.schemas.js';

const TODAY = new Date('2026-05-14T12:00:00Z');

describe('dashboard month ranges (spec §2: not before January of this year, not past this month)', () => {
  it('opens on this year to date', () => {
    expect(defaultMonthRange(TODAY)).toEqual({ start: '2026-01', end: '2026-05' });
  });

  it('accepts any range inside January to the current month', () => {
    expect(monthRangeErrors({ start: '2026-01', end: '2026-05' }, TODAY)).toEqual({});
    expect(monthRangeErrors({ start: '2026-03', end: '2026-03' }, TODAY)).toEqual({});
  });

  it('refuses a start before January of the current year', () => {
    expect(monthRangeErrors({ start: '2025-12', end: '2026-02' }, TODAY)).toEqual({ start_date: 'outOfRange' });
  });

  it('refuses an end past the current month', () => {
    expect(monthRangeErrors({ start: '2026-01', end: '2026-06' }, TODAY)).toEqual({ end_date: 'outOfRange' });
  });

  it('refuses a start after the end', () => {
    expect(monthRangeErrors({ start: '2026-04', end: '2026-02' }, TODAY)).toEqual({ end_date: 'outOfRange' });
  });

  it('lets January be the only month in January', () => {
    const jan = new Date('2027-01-03T00:00:00Z');
    expect(monthRangeErrors({ start: '2027-01', end: '2027-01' }, jan)).toEqual({});
    expect(monthRangeErrors({ start: '2026-12', end: '2027-01' }, jan)).toEqual({ start_date: 'outOfRange' });
  });

  it('counts months across years and lists them', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-11', 3)).toBe('2026-02');
    expect(monthCount({ start: '2025-11', end: '2026-02' })).toBe(4);
    expect(monthsOf({ start: '2026-02', end: '2026-04' })).toEqual(['2026-02', '2026-03', '2026-04']);
  });

  it('compares with the same number of months just before, and charts against the same months last year', () => {
    expect(previousPeriod({ start: '2026-03', end: '2026-05' })).toEqual({ start: '2025-12', end: '2026-02' });
    expect(previousPeriod({ start: '2026-01', end: '2026-01' })).toEqual({ start: '2025-12', end: '2025-12' });
    expect(sameMonthsLastYear({ start: '2026-01', end: '2026-05' })).toEqual({ start: '2025-01', end: '2025-05' });
  });

  it('turns a range into the instants [first day, first day after) at midnight in Toronto', () => {
    expect(monthRangeInstants({ start: '2026-02', end: '2026-12' })).toEqual({
      from: new Date('2026-02-01T05:00:00Z'),
      to: new Date('2027-01-01T05:00:00Z'),
    });
    expect(monthRangeInstants({ start: '2026-06', end: '2026-06' })).toEqual({
      from: new Date('2026-06-01T04:00:00Z'),
      to: new Date('2026-07-01T04:00:00Z'),
    });
  });

  it('reads this month on Toronto’s clock: New Year’s Eve evening in Ontario is still December', () => {
    const evening = new Date('2027-01-01T03:00:00Z');
    expect(defaultMonthRange(evening)).toEqual({ start: '2026-01', end: '2026-12' });
    expect(monthRangeErrors({ start: '2027-01', end: '2027-01' }, evening)).toEqual({
      start_date: 'outOfRange',
      end_date: 'outOfRange',
    });
  });
});

describe('the range body', () => {
  it('takes months or days in the spec formats and keeps the month', () => {
    expect(DashboardRangeInputSchema.parse({ start_date: '2026/02/15', end_date: '2026.04' })).toEqual({
      start_date: '2026-02',
      end_date: '2026-04',
    });
    expect(DashboardRangeInputSchema.parse({})).toEqual({});
  });

  it('refuses what is not a month', () => {
    expect(DashboardRangeInputSchema.safeParse({ start_date: '2026-13' }).success).toBe(false);
    expect(DashboardRangeInputSchema.safeParse({ start_date: 'May' }).success).toBe(false);
  });

  it('applies the range rules for a form that knows today', () => {
    const r = dashboardRangeSchema(TODAY).safeParse({ start_date: '2026-04', end_date: '2026-07' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['end_date', 'outOfRange']]);
  });
});
