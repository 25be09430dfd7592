import { describe, expect, it } from 'vitest';
import { CarType, ShippingMethod } from '../orders/enums.js';
import { Role } from '../users/roles.js';
import { minDeliveryDate, pricedMethod, pricingOptions, storedMethod, type PricingContext } from './pricing-options.js';
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
const NOW = new Date('2026-11-20T15:00:00Z'); // Friday 10:00 in Toronto

describe('pricing options', () => {
  it('lists the four methods with price, express price and ETA in business days', () => {
    const res = pricingOptions(ctx(), NOW, 'America/Toronto');
    expect(res.pricing_options.map((o) => o.shipping_method)).toEqual([1, 2, 3, 4]);
    const drive = res.pricing_options[0];
    expect(drive).toEqual({
      shipping_method: 1,
      is_available: true,
      reason: null,
      dealer_price: 315, // 95 $ + 200 km × 1.10 $
      dealer_express_price: 393.75, // + 25 %
      delivery_time: 2,
    });
    expect(res.data.distance).toBe(200);
  });

  it('gives the reason of each unavailable method and no price', () => {
    const res = pricingOptions(ctx({ km: 650, role: Role.PrivateUser }), NOW, 'America/Toronto');
    expect(res.pricing_options.map((o) => o.reason)).toEqual(['driveAwayPrivateUser', 'flatbedDistance', null, null]);
    expect(res.pricing_options[1].dealer_price).toBeNull();
  });

  it('has no option for an inoperable car past 700 km', () => {
    const res = pricingOptions(ctx({ km: 800, cars: [{ type: CarType.Sedan, operable: false }] }), NOW, 'America/Toronto');
    expect(res.pricing_options.every((o) => !o.is_available)).toBe(true);
  });

  it('leaves available methods unpriced (quote request) across the border or without a route', () => {
    const us = pricingOptions(ctx({ destination: { country: 'US', province: 'NY', lng: -74 } }), NOW, 'America/Toronto');
    expect(us.pricing_options[2]).toMatchObject({ is_available: true, dealer_price: null });
    const noRoute = pricingOptions(ctx({ km: null }), NOW, 'America/Toronto');
    expect(noRoute.pricing_options[2]).toMatchObject({ is_available: true, dealer_price: null });
    expect(noRoute.data.distance).toBeNull();
  });

  it('applies the dealer discount to the shown prices', () => {
    const res = pricingOptions(ctx({ discountBp: 1_000 }), NOW, 'America/Toronto');
    expect(res.pricing_options[0].dealer_price).toBe(283.5);
  });

  it('labels the 24 hours, 3 and 7 business days timeframes from the local day', () => {
    const res = pricingOptions(ctx(), NOW, 'America/Toronto');
    expect([res.timeframe_1_label, res.timeframe_3_label, res.timeframe_7_label]).toEqual([
      '2026-11-21',
      '2026-11-25',
      '2026-12-01',
    ]);
  });

  it('stores enclosed as haul away with the enclosed flag, and prices it back as enclosed', () => {
    expect(storedMethod(ShippingMethod.Enclosed)).toEqual({ shippingMethod: 3, isEnclosed: true });
    expect(storedMethod(ShippingMethod.Flatbed)).toEqual({ shippingMethod: 2, isEnclosed: false });
    expect(pricedMethod(3, true)).toBe(ShippingMethod.Enclosed);
    expect(pricedMethod(3, false)).toBe(ShippingMethod.HaulAway);
  });

  it('gives the earliest deliver-by day: load day plus the business days in transit', () => {
    expect(minDeliveryDate('2026-11-20', 200)).toBe('2026-11-24');
  });
});
