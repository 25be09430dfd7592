import { describe, expect, it } from 'vitest';
import { CarType, ShippingMethod } from '../orders/enums.js';
import { carrierPriceCents } from './carrier-price.js';
import { deliveryDays, priceQuote, type PriceQuoteInput } from './price-quote.js';
import { DEFAULT_RATE_CARD } from './rate-card.js';
import { freightTaxes, ZERO_RATED } from '../taxes/province-taxes.js';

const within = (province: string) =>
  freightTaxes({ origin: { country: 'CA', province }, destination: { country: 'CA', province } }, '2026-11-20');

const sedan = { type: CarType.Sedan, operable: true };
const input = (over: Partial<PriceQuoteInput> = {}): PriceQuoteInput => ({
  method: ShippingMethod.HaulAway,
  km: 100,
  cars: [sedan],
  enclosed: false,
  express: false,
  taxes: within('ON'),
  discountBp: null,
  ...over,
});

describe('priceQuote', () => {
  it('prices a sedan by the tier base and per-km rate, adds fuel fee and HST', () => {
    const q = priceQuote(input());
    expect(q.dealerPriceCents).toBe(12_000 + 85 * 100);
    expect(q.fuelFeeCents).toBe(615); // 3 % of 20 500 ¢
    expect(q.taxLines).toEqual([{ kind: 'HST', rate_pcm: 13_000, cents: 2_745 }]); // 13 % of 21 115 ¢ = 2 744.95
    expect(q.totalCents).toBe(20_500 + 615 + 2_745);
  });

  it('uses the per-km rate of the distance tier', () => {
    const rates = DEFAULT_RATE_CARD.methods[ShippingMethod.HaulAway];
    expect(priceQuote(input({ km: 250 })).regularCents).toBe(rates.upTo250.base + rates.upTo250.perKm * 250);
    expect(priceQuote(input({ km: 600 })).regularCents).toBe(rates.upTo600.base + rates.upTo600.perKm * 600);
    expect(priceQuote(input({ km: 601 })).regularCents).toBe(rates.beyond.base + rates.beyond.perKm * 601);
  });

  it('applies car type, enclosed and inoperable surcharges per car', () => {
    expect(priceQuote(input()).regularCents).toBe(20_500);
    expect(priceQuote(input({ cars: [{ type: CarType.HdPickup, operable: true }] })).regularCents).toBe(28_700); // × 1.4
    expect(priceQuote(input({ enclosed: true })).regularCents).toBe(28_700); // + 40 %
    expect(priceQuote(input({ cars: [{ type: CarType.Sedan, operable: false }] })).regularCents).toBe(24_600); // + 20 %
    expect(priceQuote(input({ cars: [sedan, sedan, sedan] })).regularCents).toBe(61_500);
  });

  it('charges the express surcharge only when chosen, and always quotes it', () => {
    const regular = priceQuote(input());
    const express = priceQuote(input({ express: true }));
    expect(regular.expressCents).toBe(25_625);
    expect(express.dealerPriceCents).toBe(25_625);
  });

  it('takes the dealer discount in basis points, then the coupon', () => {
    const q = priceQuote(input({ discountBp: 1_000, couponCents: 500 }));
    expect(q.discountCents).toBe(2_050);
    expect(q.dealerPriceCents).toBe(20_500 - 2_050 - 500);
    expect(priceQuote(input({ couponCents: 1_000_000 })).dealerPriceCents).toBe(0);
  });

  it('taxes in Quebec as two lines and none outside Canada', () => {
    expect(priceQuote(input({ taxes: within('QC') })).taxLines.map((l) => l.kind)).toEqual(['GST', 'QST']);
    expect(priceQuote(input({ taxes: ZERO_RATED })).taxFeeCents).toBe(0);
  });

  it('always adds up: total = price + fuel fee + tax lines', () => {
    for (const km of [12.3, 99.9, 437.2, 812.6, 1_999.5])
      for (const province of ['ON', 'QC', 'BC', 'AB'] as const) {
        const q = priceQuote(
          input({ km, taxes: within(province), discountBp: 750, cars: [sedan, { type: CarType.Van, operable: false }] }),
        );
        expect(q.totalCents).toBe(q.dealerPriceCents + q.fuelFeeCents + q.taxLines.reduce((s, l) => s + l.cents, 0));
        for (const v of [q.dealerPriceCents, q.fuelFeeCents, q.totalCents, q.carrierPriceCents])
          expect(Number.isInteger(v)).toBe(true);
      }
  });

  it('pays the carrier the price minus 15 % commission, and a 5 % bonus on time', () => {
    const q = priceQuote(input());
    expect(q.carrierPriceCents).toBe(17_425);
    expect(q.performanceBonusCents).toBe(871); // 871.25
  });
});

describe('carrierPriceCents', () => {
  const base = { initial_tc_price_cents: 85_000, fuel_fee_cents: 2_500, performance_bonus_cents: 4_250, delivered_on_time: null };

  it('is the carrier price plus the fuel fee, plus the bonus when delivered on time', () => {
    expect(carrierPriceCents(base)).toBe(87_500);
    expect(carrierPriceCents({ ...base, delivered_on_time: false })).toBe(87_500);
    expect(carrierPriceCents({ ...base, delivered_on_time: true })).toBe(91_750);
  });

  it('is null while the job has no carrier price', () => {
    expect(carrierPriceCents({ ...base, initial_tc_price_cents: null })).toBeNull();
  });
});

describe('deliveryDays', () => {
  it('is one day to load plus one per 450 km, or one day express', () => {
    expect(deliveryDays(100)).toBe(2);
    expect(deliveryDays(450)).toBe(2);
    expect(deliveryDays(451)).toBe(3);
    expect(deliveryDays(2_000, true)).toBe(1);
  });
});
