import { describe, expect, it } from 'vitest';
import { OrderStatus } from '../orders/enums.js';
import { Role } from '../users/roles.js';
import { autoConfirmCutoff, awaitsRating, buildChart, chartMonths, monthsBetween, roundAverage } from './rating-stats.js';
import { reviewerName } from './reviewer-name.js';
import { RateOrderInputSchema, ReviewsQuerySchema } from './reviews.schemas.js';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('rating input (customer side §4: 1 to 5 stars, optional feedback)', () => {
  it('takes whole stars from 1 to 5 and an optional feedback', () => {
    expect(RateOrderInputSchema.parse({ rating: 5 })).toEqual({ rating: 5, feedback: null });
    expect(RateOrderInputSchema.parse({ rating: 1, feedback: '  On time, careful driver  ' })).toEqual({
      rating: 1,
      feedback: 'On time, careful driver',
    });
    expect(RateOrderInputSchema.parse({ rating: 3, feedback: '' }).feedback).toBeNull();
    expect(RateOrderInputSchema.parse({ rating: 3, feedback: null }).feedback).toBeNull();
  });

  it('refuses a missing, fractional or out-of-range rating with an i18n key', () => {
    expect(errorsOf(RateOrderInputSchema.safeParse({}))).toEqual({ rating: 'isRequired' });
    expect(errorsOf(RateOrderInputSchema.safeParse({ rating: 0 }))).toEqual({ rating: 'outOfRange' });
    expect(errorsOf(RateOrderInputSchema.safeParse({ rating: 6 }))).toEqual({ rating: 'outOfRange' });
    expect(errorsOf(RateOrderInputSchema.safeParse({ rating: 4.5 }))).toEqual({ rating: 'invalidValue' });
    expect(errorsOf(RateOrderInputSchema.safeParse({ rating: '5' }))).toEqual({ rating: 'invalidValue' });
  });

  it('uses the shared text rules for the feedback: at most 1000 characters, no control characters', () => {
    expect(errorsOf(RateOrderInputSchema.safeParse({ rating: 4, feedback: 'x'.repeat(1001) }))).toEqual({
      feedback: 'tooLong',
    });
    expect(errorsOf(RateOrderInputSchema.safeParse({ rating: 4, feedback: 'a\u0000b' }))).toEqual({
      feedback: 'invalidCharacters',
    });
    expect(RateOrderInputSchema.parse({ rating: 4, feedback: 'line one\nline two' }).feedback).toBe('line one\nline two');
  });
});

describe('reviews query (carrier side §7)', () => {
  it('defaults to the newest first, 10 a page', () => {
    expect(ReviewsQuerySchema.parse({})).toEqual({ page: 1, per_page: 10, sort_by: 'created_at', sort_order: 'desc' });
  });

  it('accepts the spec day formats and refuses an end before the start', () => {
    expect(ReviewsQuerySchema.parse({ start_date: '2026/01/01', end_date: '2026.03.31' })).toMatchObject({
      start_date: '2026-01-01',
      end_date: '2026-03-31',
    });
    expect(errorsOf(ReviewsQuerySchema.safeParse({ start_date: '2026/03/01', end_date: '2026/01/31' }))).toEqual({
      end_date: 'invalidValue',
    });
    expect(errorsOf(ReviewsQuerySchema.safeParse({ sort_by: 'feedback' }))).toEqual({ sort_by: 'invalidChoice' });
    expect(errorsOf(ReviewsQuerySchema.safeParse({ per_page: 500 }))).toEqual({ per_page: 'invalidChoice' });
  });
});

describe('reviewer name (decision 030)', () => {
  const person = { firstName: 'Marie', lastName: 'lavoie', businessName: 'Auto Plaza' };
  it('names a dealer or a sub-dealer by the business, a private customer by first name and initial', () => {
    expect(reviewerName({ ...person, role: Role.Dealer })).toBe('Auto Plaza');
    expect(reviewerName({ ...person, role: Role.SubDealer })).toBe('Auto Plaza');
    expect(reviewerName({ ...person, role: Role.PrivateUser, businessName: null })).toBe('Marie L.');
  });
  it('falls back to the person, then to nothing', () => {
    expect(reviewerName({ ...person, role: Role.Dealer, businessName: ' ' })).toBe('Marie L.');
    expect(reviewerName({ role: Role.PrivateUser, firstName: 'Marie', lastName: null, businessName: null })).toBe('Marie');
    expect(reviewerName({ role: null, firstName: null, lastName: null, businessName: null })).toBeNull();
  });
});

describe('rating rules', () => {
  it('asks for a rating only on a completed order that has none', () => {
    expect(awaitsRating({ status: OrderStatus.Completed, ratings: [] })).toBe(true);
    expect(awaitsRating({ status: OrderStatus.Completed, ratings: [{}] })).toBe(false);
    expect(awaitsRating({ status: OrderStatus.CompletedConfirmed, ratings: [] })).toBe(false);
  });

  it('confirms automatically 7 days after completion', () => {
    expect(autoConfirmCutoff(new Date('2026-11-21T15:00:00Z')).toISOString()).toBe('2026-11-14T15:00:00.000Z');
  });

  it('rounds averages to one decimal', () => {
    expect(roundAverage(4.333)).toBe(4.3);
    expect(roundAverage(4.25)).toBe(4.3);
    expect(roundAverage(null)).toBeNull();
  });

  it('charts every month of the range, or the last twelve, with zeros where nothing happened', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2020-01', '2026-12')).toHaveLength(24);
    expect(chartMonths({ start: '2026-01-15', end: '2026-03-02' }, new Date())).toEqual(['2026-01', '2026-02', '2026-03']);
    const lastYear = chartMonths({ start: null, end: null }, new Date('2026-11-21T15:00:00Z'));
    expect(lastYear).toHaveLength(12);
    expect(lastYear[0]).toBe('2025-12');
    expect(lastYear[11]).toBe('2026-11');
    expect(chartMonths({ start: null, end: null }, new Date('2026-12-05T00:00:00Z'))[0]).toBe('2026-01');
    expect(buildChart(['2026-01', '2026-02'], [{ month: '2026-02', count: 2, average: 4.5 }])).toEqual([
      { month: '2026-01', count: 0, average_rating: null },
      { month: '2026-02', count: 2, average_rating: 4.5 },
    ]);
  });
});
