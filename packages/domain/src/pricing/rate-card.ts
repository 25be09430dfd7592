import { CarType, ShippingMethod } from '../orders/enums.js';

/** Base price and per-km rate of one car, in cents, for one distance tier. */
export type TierRate = { base: number; perKm: number };
/** Distance tiers: up to 250 km, up to 600 km, beyond. */
export type MethodRates = { upTo250: TierRate; upTo600: TierRate; beyond: TierRate };

/** The admin-editable rate card; every percentage in basis points, every amount in cents. */
export type RateCard = {
  methods: Record<ShippingMethod, MethodRates>;
  carTypeBp: Record<CarType, number>;
  enclosedSurchargeBp: number;
  antiqueSurchargeBp: number;
  inoperableSurchargeBp: number;
  expressSurchargeBp: number;
  fuelFeeBp: number;
  /** the platform's share of the customer price */
  commissionBp: number;
  /** paid to the carrier on top of its price when it delivers on time */
  performanceBonusBp: number;
};

const tiers = (base: number, perKm: [number, number, number]): MethodRates => ({
  upTo250: { base, perKm: perKm[0] },
  upTo600: { base, perKm: perKm[1] },
  beyond: { base, perKm: perKm[2] },
});

export const DEFAULT_RATE_CARD: RateCard = {
  methods: {
    [ShippingMethod.DriveAway]: tiers(9_500, [110, 100, 90]),
    [ShippingMethod.Flatbed]: tiers(14_500, [135, 120, 105]),
    [ShippingMethod.HaulAway]: tiers(12_000, [85, 75, 65]),
    [ShippingMethod.Enclosed]: tiers(18_000, [120, 110, 100]),
  },
  carTypeBp: {
    [CarType.Sedan]: 10_000,
    [CarType.Van]: 11_000,
    [CarType.Suv]: 11_000,
    [CarType.SuvXl]: 12_000,
    [CarType.Pickup]: 12_000,
    [CarType.HdPickup]: 14_000,
    [CarType.Commercial]: 15_000,
  },
  enclosedSurchargeBp: 4_000,
  antiqueSurchargeBp: 1_500,
  inoperableSurchargeBp: 2_000,
  expressSurchargeBp: 2_500,
  fuelFeeBp: 300,
  commissionBp: 1_500,
  performanceBonusBp: 500,
};

export const tierRate = (rates: MethodRates, km: number): TierRate => {
  if (km <= 250) return rates.upTo250;
  if (km <= 600) return rates.upTo600;
  return rates.beyond;
};
