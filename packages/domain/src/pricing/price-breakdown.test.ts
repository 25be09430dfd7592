import { describe, expect, it } from 'vitest';
import { CarType, ShippingMethod } from '../orders/enums.js';
import { Role } from '../users/roles.js';
import { quoteFor, type PricingContext } from './pricing-options.js';
import {
  orderBreakdown,
  presentPriceBreakdown,
  priceBreakdownLines,
  quoteBreakdown,
  storedDiscountCents,
  type StoredOrderPrice,
} from './price-breakdown.js';
import { totalDueCents } from './price-summary.js';
import { applyBp } from './rates.js';
import { freightTaxes } from '../taxes/province-taxes.js';

const within = (province: string) =>
  freightTaxes({ origin: { country: 'CA', province }, destination: { country: 'CA', province } }, '2026-11-20');

const ctx = (over: Partial<PricingContext> = {}): PricingContext => ({
  km: 200,
  cars: [{ type: CarType.Sedan, operable: true }],
  role: Role.Dealer,
  origin: { country: 'CA', province: 'ON', lng: -79.4 },
  destination: { country: 'CA', province: 'ON', lng: -80.2 },
  taxes: within('ON'),
  discountBp: null,
  ...over,
});

/** The order as booking stores it from a quote (payment-settlement). */
const stored = (q: ReturnType<typeof quoteFor>, over: Partial<StoredOrderPrice> = {}): StoredOrderPrice => ({
  dealerPriceCents: q.dealerPriceCents,
  discountBp: null,
  discountCents: q.discountCents,
  couponId: q.couponCents ? 7 : null,
  couponCents: q.couponCents,
  fuelFeeCents: q.fuelFeeCents,
  fuelFeeExcluded: false,
  taxLines: q.taxLines,
  dealerPriceTvaCents: totalDueCents(q, false),
  ...over,
});

describe('price breakdown', () => {
  it('starts from the undiscounted price, takes off the discount and the coupon, and adds up to what is charged', () => {
    const q = quoteFor(ctx({ discountBp: 1_000, taxes: within('QC') }), ShippingMethod.HaulAway, false, { couponCents: 1_000 });
    const b = quoteBreakdown(q, { discountBp: 1_000, couponId: 7, excludeFuelFee: false });
    expect(b.subtotalCents).toBe(29_000); // 120 $ + 200 × 0.85 $
    expect(b.discountCents).toBe(2_900);
    expect(b.coupon).toEqual({ id: 7, cents: 1_000 });
    expect(b.taxLines.map((l) => l.kind)).toEqual(['GST', 'QST']);
    const sum = b.subtotalCents - b.discountCents - 1_000 + b.fuelFeeCents + b.taxLines.reduce((a, l) => a + l.cents, 0);
    expect(b.totalCents).toBe(sum);
    expect(b.totalCents).toBe(totalDueCents(q, false));
    expect(b.totalCents).toBe(q.totalCents);

    const shown = presentPriceBreakdown(b);
    expect(shown).toMatchObject({ subtotal: 290, discount: { percent: 10, amount: 29 }, coupon: { id: 7, amount: 10 } });
    expect(priceBreakdownLines(shown).map((l) => l.key)).toEqual([
      'subtotal',
      'discount',
      'coupon',
      'fuelFee',
      'tax',
      'tax',
      'total',
    ]);
  });

  it('leaves the fuel fee out of an auction invoice, its taxes unchanged, and says so', () => {
    const q = quoteFor(ctx(), ShippingMethod.HaulAway, false);
    const b = quoteBreakdown(q, { discountBp: null, couponId: null, excludeFuelFee: true });
    expect(b.fuelFeeCents).toBe(0);
    expect(b.fuelFeeExcluded).toBe(true);
    expect(b.totalCents).toBe(totalDueCents(q, true));
    expect(b.discountBp).toBeNull();
    expect(b.coupon).toBeNull();
    const lines = priceBreakdownLines(presentPriceBreakdown(b));
    expect(lines.map((l) => l.key)).toEqual(['subtotal', 'fuelFeeExcluded', 'tax', 'total']);
  });

  it('reads the same lines and total back from the booked order, even after a fuel-fee claim changed its fuel fee', () => {
    const q = quoteFor(ctx({ discountBp: 1_500, km: 437, taxes: within('NS') }), ShippingMethod.Flatbed, true, {
      couponCents: 5_000,
    });
    const atCheckout = quoteBreakdown(q, { discountBp: 1_500, couponId: 7, excludeFuelFee: false });
    expect(orderBreakdown(stored(q, { discountBp: 1_500 }))).toEqual(atCheckout);
    // the carrier's approved claim rewrites the order's fuel fee; the customer's breakdown keeps the charged one
    expect(orderBreakdown(stored(q, { discountBp: 1_500, fuelFeeCents: 99_999 }))).toEqual(atCheckout);
    // an excluded fuel fee is stored as 0
    const invoice = quoteBreakdown(q, { discountBp: 1_500, couponId: 7, excludeFuelFee: true });
    expect(
      orderBreakdown(
        stored(q, { discountBp: 1_500, fuelFeeCents: 0, fuelFeeExcluded: true, dealerPriceTvaCents: totalDueCents(q, true) }),
      ),
    ).toEqual(invoice);
  });

  it('rounds every line once: the dollars shown add up to the total shown', () => {
    for (const km of [1, 73, 199, 451, 1_234, 3_999]) {
      for (const discountBp of [null, 250, 1_000, 1_333]) {
        const q = quoteFor(ctx({ km, discountBp, taxes: within('QC') }), ShippingMethod.Enclosed, km % 2 === 0, {
          couponCents: 333,
        });
        const s = presentPriceBreakdown(quoteBreakdown(q, { discountBp, couponId: 1, excludeFuelFee: false }));
        const cents = priceBreakdownLines(s)
          .filter((l) => l.key !== 'total')
          .reduce((sum, l) => sum + Math.round(l.amount * 100), 0);
        expect(cents).toBe(Math.round(s.total * 100));
        expect(Math.round(s.total * 100)).toBe(q.totalCents);
      }
    }
  });

  it('finds the discount of an order booked before its amount was kept', () => {
    for (const price of [5, 999, 12_345, 29_000, 100_001]) {
      for (const bp of [250, 1_000, 1_333]) {
        const discounted = price - applyBp(price, bp);
        const found = storedDiscountCents(discounted, bp);
        expect(discounted + found - applyBp(discounted + found, bp)).toBe(discounted);
      }
    }
    expect(storedDiscountCents(26_100, null)).toBe(0);
  });

  it('has no breakdown before the order is priced', () => {
    const q = quoteFor(ctx(), ShippingMethod.HaulAway, false);
    expect(orderBreakdown(stored(q, { dealerPriceCents: null }))).toBeNull();
  });
});
