import { describe, expect, it } from 'vitest';
import { AdminBidsQuerySchema, parseBidAmount, placeBidSchema } from './bids.schemas.js';

const errors = (input: unknown, today = '2026-11-21') => {
  const r = placeBidSchema(today).safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('bid', () => {
  it('drops the "$" prefix and thousands separators before parsing the amount', () => {
    expect(parseBidAmount('$1,250.50')).toBe(1250.5);
    expect(parseBidAmount('900')).toBe(900);
    expect(placeBidSchema('2026-11-21').parse({ amount: '$850', eta: '2026/11/25' })).toEqual({ amount: 850, eta: '2026-11-25' });
  });

  it('requires an amount of at least 0 with at most 2 decimals', () => {
    expect(errors({ eta: '2026/11/25' })).toEqual({ amount: 'isRequired' });
    expect(errors({ amount: '$', eta: '2026/11/25' })).toEqual({ amount: 'isRequired' });
    expect(errors({ amount: '-5', eta: '2026/11/25' })).toEqual({ amount: 'invalidValue' });
    expect(errors({ amount: -5, eta: '2026/11/25' })).toEqual({ amount: 'outOfRange' });
    expect(errors({ amount: '12.345', eta: '2026/11/25' })).toEqual({ amount: 'invalidValue' });
    expect(errors({ amount: 'abc', eta: '2026/11/25' })).toEqual({ amount: 'invalidValue' });
    expect(errors({ amount: 0, eta: '2026/11/25' })).toEqual({});
  });

  it('accepts the ETA as YYYY/MM/DD, YYYY.MM.DD or ISO, not before yesterday', () => {
    expect(placeBidSchema('2026-11-21').parse({ amount: 1, eta: '2026.11.20' }).eta).toBe('2026-11-20');
    expect(placeBidSchema('2026-11-21').parse({ amount: 1, eta: '2026-11-30T05:00:00.000Z' }).eta).toBe('2026-11-30');
    expect(errors({ amount: 1, eta: '2026/11/19' })).toEqual({ eta: 'startDateTooEarly' });
    expect(errors({ amount: 1 })).toEqual({ eta: 'isRequired' });
    expect(errors({ amount: 1, eta: '2026/13/01' })).toEqual({ eta: 'invalidDate' });
  });

  it('lists admin bids pending first by default', () => {
    expect(AdminBidsQuerySchema.parse({})).toEqual({ order_by: 'status', order_direction: 'asc', page: 1 });
  });
});
