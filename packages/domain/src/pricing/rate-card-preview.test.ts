import { describe, expect, it } from 'vitest';
import { ShippingMethod } from '../orders/enums.js';
import { DEFAULT_RATE_CARD } from './rate-card.js';
import { previewRateCard } from './rate-card-preview.js';
import { RateCardSchema } from './pricing.schemas.js';

describe('rate card preview', () => {
  it('shows no change for the same card, and the effect of a higher haul-away rate', () => {
    expect(previewRateCard(DEFAULT_RATE_CARD, DEFAULT_RATE_CARD).every((r) => r.change_percent === 0)).toBe(true);
    const draft: typeof DEFAULT_RATE_CARD = JSON.parse(JSON.stringify(DEFAULT_RATE_CARD));
    draft.methods[ShippingMethod.HaulAway].upTo600.perKm = 90;
    const rows = previewRateCard(draft, DEFAULT_RATE_CARD);
    const montreal = rows.find((r) => r.key === 'toronto-montreal')!;
    expect(montreal.current.price).toBe(1_577.25); // 3 × (120 $ + 541 km × 0.75 $)
    expect(montreal.draft.price).toBe(1_820.7);
    expect(montreal.change_percent).toBe(15.4);
    expect(rows.find((r) => r.key === 'toronto-hamilton')!.change_percent).toBe(0);
  });

  it('validates a card: integers, not negative, every car type', () => {
    expect(RateCardSchema.safeParse(DEFAULT_RATE_CARD).success).toBe(true);
    expect(RateCardSchema.safeParse({ ...DEFAULT_RATE_CARD, fuelFeeBp: -1 }).success).toBe(false);
    expect(RateCardSchema.safeParse({ ...DEFAULT_RATE_CARD, fuelFeeBp: 2.5 }).success).toBe(false);
    const { 7: _, ...missing } = DEFAULT_RATE_CARD.carTypeBp;
    expect(RateCardSchema.safeParse({ ...DEFAULT_RATE_CARD, carTypeBp: missing }).success).toBe(false);
  });
});
