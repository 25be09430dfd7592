import { CarType, ShippingMethod, type MethodRates, type RateCard } from '@routier/domain';

/** The rate card as the admin edits it: dollars and percents (stored as cents and basis points). */
type TierForm = { base: number; perKm: number };
type MethodForm = { upTo250: TierForm; upTo600: TierForm; beyond: TierForm };
export type RateCardForm = {
  methods: Record<string, MethodForm>;
  carTypes: Record<string, number>;
  enclosed: number;
  antique: number;
  inoperable: number;
  express: number;
  fuelFee: number;
  commission: number;
  bonus: number;
};

export const METHODS = Object.values(ShippingMethod);
export const CAR_TYPES = Object.values(CarType);
export const TIERS = ['upTo250', 'upTo600', 'beyond'] as const;

const dollars = (cents: number) => cents / 100;
const cents = (d: number) => Math.round(d * 100);
const percent = (bp: number) => bp / 100;
const bp = (p: number) => Math.round(p * 100);

const tierForm = (r: MethodRates): MethodForm => ({
  upTo250: { base: dollars(r.upTo250.base), perKm: dollars(r.upTo250.perKm) },
  upTo600: { base: dollars(r.upTo600.base), perKm: dollars(r.upTo600.perKm) },
  beyond: { base: dollars(r.beyond.base), perKm: dollars(r.beyond.perKm) },
});
const tierCard = (f: MethodForm): MethodRates => ({
  upTo250: { base: cents(f.upTo250.base), perKm: cents(f.upTo250.perKm) },
  upTo600: { base: cents(f.upTo600.base), perKm: cents(f.upTo600.perKm) },
  beyond: { base: cents(f.beyond.base), perKm: cents(f.beyond.perKm) },
});

export const toForm = (card: RateCard): RateCardForm => ({
  methods: Object.fromEntries(METHODS.map((m) => [String(m), tierForm(card.methods[m])])),
  carTypes: Object.fromEntries(CAR_TYPES.map((t) => [String(t), percent(card.carTypeBp[t])])),
  enclosed: percent(card.enclosedSurchargeBp),
  antique: percent(card.antiqueSurchargeBp),
  inoperable: percent(card.inoperableSurchargeBp),
  express: percent(card.expressSurchargeBp),
  fuelFee: percent(card.fuelFeeBp),
  commission: percent(card.commissionBp),
  bonus: percent(card.performanceBonusBp),
});

export const toCard = (f: RateCardForm): RateCard => ({
  methods: Object.fromEntries(METHODS.map((m) => [m, tierCard(f.methods[String(m)])])) as RateCard['methods'],
  carTypeBp: Object.fromEntries(CAR_TYPES.map((t) => [t, bp(f.carTypes[String(t)])])) as RateCard['carTypeBp'],
  enclosedSurchargeBp: bp(f.enclosed),
  antiqueSurchargeBp: bp(f.antique),
  inoperableSurchargeBp: bp(f.inoperable),
  expressSurchargeBp: bp(f.express),
  fuelFeeBp: bp(f.fuelFee),
  commissionBp: bp(f.commission),
  performanceBonusBp: bp(f.bonus),
});

export const PERCENT_FIELDS = ['enclosed', 'antique', 'inoperable', 'express', 'fuelFee', 'commission', 'bonus'] as const;
