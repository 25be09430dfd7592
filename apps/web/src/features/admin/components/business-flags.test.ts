import { describe, expect, it } from 'vitest';
import { changedFlags } from './business-flags.logic';

describe('changedFlags', () => {
  const off = { can_pay_with_invoice: false, is_auction: false };
  it('lists nothing when the switches are as saved', () => {
    expect(changedFlags(off, { ...off })).toEqual([]);
  });
  it('lists each switched flag with its new value, in a fixed order', () => {
    expect(changedFlags(off, { can_pay_with_invoice: true, is_auction: true })).toEqual([
      { name: 'can_pay_with_invoice', on: true },
      { name: 'is_auction', on: true },
    ]);
    expect(
      changedFlags({ can_pay_with_invoice: true, is_auction: true }, { can_pay_with_invoice: true, is_auction: false }),
    ).toEqual([{ name: 'is_auction', on: false }]);
  });
});
