import { describe, expect, it } from 'vitest';
import { carrierFuelFeeCents, fuelFeeClaimStatusAtDelivery, RefuseFuelFeeClaimInputSchema } from './fuel-fee-claims.js';

describe('fuel-fee claims', () => {
  it('approves by the rule what stays within the order fuel fee, and holds the rest for an admin', () => {
    expect(fuelFeeClaimStatusAtDelivery({ amountCents: 2000, orderFuelFeeCents: 2500, otherClaimsCents: 0 })).toBe('approved');
    expect(fuelFeeClaimStatusAtDelivery({ amountCents: 2500, orderFuelFeeCents: 2500, otherClaimsCents: 0 })).toBe('approved');
    expect(fuelFeeClaimStatusAtDelivery({ amountCents: 1_000_000, orderFuelFeeCents: 2500, otherClaimsCents: 0 })).toBe(
      'pending',
    );
    expect(fuelFeeClaimStatusAtDelivery({ amountCents: 1000, orderFuelFeeCents: 2500, otherClaimsCents: 2000 })).toBe('pending');
  });

  it('pays the order fuel fee, or more when claims above it are approved', () => {
    expect(carrierFuelFeeCents(2500, [])).toBe(2500);
    expect(carrierFuelFeeCents(2500, [{ status: 'pending', amountCents: 1_000_000 }])).toBe(2500);
    expect(carrierFuelFeeCents(2500, [{ status: 'refused', amountCents: 1_000_000 }])).toBe(2500);
    expect(carrierFuelFeeCents(2500, [{ status: 'approved', amountCents: 2000 }])).toBe(2500);
    expect(
      carrierFuelFeeCents(2500, [
        { status: 'approved', amountCents: 2000 },
        { status: 'pending', amountCents: 3000 },
        { status: 'approved', amountCents: 4550 },
      ]),
    ).toBe(6550);
  });

  it('needs a reason to refuse', () => {
    expect(RefuseFuelFeeClaimInputSchema.safeParse({ reason: 'no' }).success).toBe(false);
    expect(RefuseFuelFeeClaimInputSchema.safeParse({}).success).toBe(false);
    expect(RefuseFuelFeeClaimInputSchema.safeParse({ reason: 'Receipt is from another province' }).success).toBe(true);
  });
});
