import { describe, expect, it } from 'vitest';
import { bidFacts, bidFactsCents, type BidFactsInput } from './bid-facts.js';

const input = (over: Partial<BidFactsInput> = {}): BidFactsInput => ({
  bidCents: 90_000,
  order: { dealerPriceCents: 120_000, fuelFeeCents: 3_090, initialTcPriceCents: 87_550 },
  company: { rating: { average: 4.666, count: 3 }, delivered: 8, onTime: 7, insurance: { state: 'valid', days_left: 40 } },
  ...over,
});

describe('a bid’s facts', () => {
  it('compares like with like: a $900 bid on an offer paying $906.40 after fuel pays $930.90, above the offer', () => {
    const f = bidFactsCents(input());
    expect(f.pay).toEqual({ beforeFuelCents: 90_000, afterFuelCents: 93_090 });
    expect(f.offer).toEqual({ beforeFuelCents: 87_550, afterFuelCents: 90_640 });
    // the old badge put $900 against $906.40 and said "below"
    expect(f.versusOffer).toEqual({ compared: 'above', differenceCents: 2_450 });
    expect(f.offer!.afterFuelCents - f.pay.beforeFuelCents).toBeGreaterThan(0);
    expect(f.pay.afterFuelCents - f.offer!.afterFuelCents).toBe(f.versusOffer!.differenceCents);
  });

  it('says below or equal on the same basis', () => {
    expect(bidFactsCents(input({ bidCents: 87_000 })).versusOffer).toEqual({ compared: 'below', differenceCents: -550 });
    expect(bidFactsCents(input({ bidCents: 87_550 })).versusOffer).toEqual({ compared: 'equal', differenceCents: 0 });
  });

  it('gives the margin in dollars and percent of the customer’s price, both before fuel', () => {
    expect(bidFactsCents(input()).margin).toEqual({ cents: 30_000, percent: 25 });
    expect(bidFactsCents(input({ bidCents: 130_000 })).margin).toEqual({ cents: -10_000, percent: -8.3 });
    expect(bidFactsCents(input({ order: { ...input().order, dealerPriceCents: null } })).margin).toBeNull();
    expect(bidFactsCents(input({ order: { ...input().order, dealerPriceCents: 0 } })).margin).toEqual({
      cents: -90_000,
      percent: null,
    });
  });

  it('has no comparison without an offer price', () => {
    const f = bidFactsCents(input({ order: { ...input().order, initialTcPriceCents: null } }));
    expect(f.offer).toBeNull();
    expect(f.versusOffer).toBeNull();
  });

  it('gives the rating, the on-time rate with its count, and the insurance', () => {
    const f = bidFactsCents(input());
    expect(f.rating).toEqual({ average: 4.7, count: 3 });
    expect(f.onTime).toEqual({ onTime: 7, delivered: 8, percent: 87.5 });
    expect(f.insurance).toEqual({ state: 'valid', days_left: 40 });
    const newcomer = bidFactsCents(
      input({ company: { rating: { average: null, count: 0 }, delivered: 0, onTime: 0, insurance: { state: 'expired' } } }),
    );
    expect(newcomer.rating).toEqual({ average: null, count: 0 });
    expect(newcomer.onTime).toEqual({ onTime: 0, delivered: 0, percent: null });
  });

  it('answers in dollars for the API', () => {
    expect(bidFacts(input())).toMatchObject({
      customer_price: 1200,
      fuel_fee: 30.9,
      carrier_pay: { before_fuel: 900, after_fuel: 930.9 },
      offer_pay: { before_fuel: 875.5, after_fuel: 906.4 },
      versus_offer: { compared: 'above', difference: 24.5 },
      margin: { amount: 300, percent: 25 },
      on_time: { on_time: 7, delivered: 8, percent: 87.5 },
    });
  });
});
