import { describe, expect, it } from 'vitest';
import { ShippingMethod } from '../orders/enums.js';
import { DEFAULT_RATE_CARD } from './rate-card.js';
import { previewRateCard } from './rate-card-preview.js';
import { RateCardSchema } from './pricing.schemas.js';

const DAY = '2026-11-20';

describe('rate card preview', () => {
  it('shows no change for the same card, and the effect of a higher haul-away rate', () => {
    expect(previewRateCard(DEFAULT_RATE_CARD, DEFAULT_RATE_CARD, DAY).every((r) => r.change_percent === 0)).toBe(true);
    const draft: typeof DEFAULT_RATE_CARD = JSON.parse(JSON.stringify(DEFAULT_RATE_CARD));
    draft.methods[ShippingMethod.HaulAway].upTo600.perKm = 90;
    const rows = previewRateCard(draft, DEFAULT_RATE_CARD, DAY);
    const montreal = rows.find((r) => r.key === 'toronto-montreal')!;
    expect(montreal.current.price).toBe(1_577.25); // 3 × (120 $ + 541 km × 0.75 $)
    expect(montreal.draft.price).toBe(1_820.7);
    expect(montreal.change_percent).toBe(15.4);
    expect(rows.find((r) => r.key === 'toronto-hamilton')!.change_percent).toBe(0);
  });

  it('taxes each sample route where it is delivered, at the rates of the day', () => {
    const rows = previewRateCard(DEFAULT_RATE_CARD, DEFAULT_RATE_CARD, DAY);
    const taxPercent = (key: string, r = rows) => {
      const row = r.find((x) => x.key === key)!;
      const fuel = Math.round(row.current.price * 3) / 100; // the default card's 3 % fuel fee
      return Math.round(((row.current.total - row.current.price - fuel) / (row.current.price + fuel)) * 1000) / 10;
    };
    expect(taxPercent('toronto-hamilton')).toBe(13);
    expect(taxPercent('toronto-montreal')).toBe(5); // into Quebec from Ontario: GST only
    expect(taxPercent('calgary-vancouver')).toBe(5); // no PST on freight
    expect(taxPercent('montreal-halifax')).toBe(14);
    expect(taxPercent('montreal-halifax', previewRateCard(DEFAULT_RATE_CARD, DEFAULT_RATE_CARD, '2025-03-31'))).toBe(15);
  });

  it('validates a card: integers, not negative, every car type', () => {
    expect(RateCardSchema.safeParse(DEFAULT_RATE_CARD).success).toBe(true);
    expect(RateCardSchema.safeParse({ ...DEFAULT_RATE_CARD, fuelFeeBp: -1 }).success).toBe(false);
    expect(RateCardSchema.safeParse({ ...DEFAULT_RATE_CARD, fuelFeeBp: 2.5 }).success).toBe(false);
    const { 7: _, ...missing } = DEFAULT_RATE_CARD.carTypeBp;
    expect(RateCardSchema.safeParse({ ...DEFAULT_RATE_CARD, carTypeBp: missing }).success).toBe(false);
  });
});
