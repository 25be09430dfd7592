import { describe, expect, it } from 'vitest';
import { DashboardRangeInputSchema } from '../dashboards/dashboards.schemas.js';
import { parseEntryDate } from '../orders/car-rules.js';
import { dayField } from '../pricing/pricing.schemas.js';
import { ReviewsQuerySchema } from '../reviews/reviews.schemas.js';
import { isDateInBounds } from './dates.js';

describe('the shared date bounds (2000–2100)', () => {
  it('accepts the bounds and refuses outside them', () => {
    expect(isDateInBounds('2000-01-01')).toBe(true);
    expect(isDateInBounds('2100-12-31')).toBe(true);
    expect(isDateInBounds('2100-12')).toBe(true);
    expect(isDateInBounds('1999-12-31')).toBe(false);
    expect(isDateInBounds('9999-12-31')).toBe(false);
    expect(isDateInBounds('0000-01-01')).toBe(false);
  });

  it('bounds the entry dates (start dates, ETAs, expiry, export ranges) and the day fields (ratings, quotes, delivery)', () => {
    expect(parseEntryDate('2026/11/21')).toBe('2026-11-21');
    expect(parseEntryDate('9999-12-31')).toBeNull();
    expect(parseEntryDate('1970.01.01')).toBeNull();
    expect(dayField().safeParse('2026-11-21').data).toBe('2026-11-21');
    expect(
      dayField()
        .safeParse('9999-12-31')
        .error?.issues.map((i) => i.message),
    ).toEqual(['outOfRange']);
    expect(
      dayField()
        .safeParse('2026-02-30')
        .error?.issues.map((i) => i.message),
    ).toEqual(['invalidValue']);
  });

  it('refuses a rating range ending 9999-12-31 and a dashboard month in year 9999', () => {
    const ratings = ReviewsQuerySchema.safeParse({ start_date: '2026-01-01', end_date: '9999-12-31' });
    expect(ratings.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['end_date', 'outOfRange']]);
    const months = DashboardRangeInputSchema.safeParse({ start_date: '2026-01', end_date: '9999-12' });
    expect(months.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['end_date', 'outOfRange']]);
  });
});
