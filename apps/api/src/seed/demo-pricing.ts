import { PROVINCE_TAXES, ShippingMethod, type Province } from '@routier/domain';

/** Demo per-car rates in cents: base + per km (a stand-in until the rate card exists). */
const RATES: Record<ShippingMethod, { base: number; perKm: number }> = {
  [ShippingMethod.DriveAway]: { base: 9_500, perKm: 110 },
  [ShippingMethod.Flatbed]: { base: 14_500, perKm: 135 },
  [ShippingMethod.HaulAway]: { base: 12_000, perKm: 85 },
  [ShippingMethod.Enclosed]: { base: 18_000, perKm: 120 },
};

export const CARRIER_SHARE = 0.85;
const FUEL_FEE_RATE = 0.03;
const EXPRESS_RATE = 1.25;

export type DemoPriceInput = {
  method: ShippingMethod;
  km: number;
  cars: number;
  pickupProvince: Province;
  express: boolean;
  discountPercent: number | null;
};

/** Tax of the pickup province: HST where it applies, otherwise GST plus the provincial tax. */
export const provinceTax = (province: Province) => {
  const t = PROVINCE_TAXES[province];
  return { type: t.tax_type, percent: t.hst > 0 ? t.hst : t.gst + t.pst };
};

/** Customer price, fuel fee, tax and total in cents; the carrier gets 85 % of the price. */
export const demoPrice = (p: DemoPriceInput) => {
  const rate = RATES[p.method];
  let price = (rate.base + rate.perKm * p.km) * p.cars;
  const expressPrice = Math.round(price * EXPRESS_RATE);
  if (p.express) price = expressPrice;
  if (p.discountPercent) price = price * (1 - p.discountPercent / 100);
  const dealerPrice = Math.round(price);
  const fuelFee = Math.round(dealerPrice * FUEL_FEE_RATE);
  const tax = provinceTax(p.pickupProvince);
  const taxFee = Math.round(((dealerPrice + fuelFee) * tax.percent) / 100);
  return {
    dealerPriceCents: dealerPrice,
    dealerExpressPriceCents: expressPrice,
    fuelFeeCents: fuelFee,
    taxFeeCents: taxFee,
    taxType: tax.type,
    taxPercent: tax.percent,
    dealerPriceTvaCents: dealerPrice + fuelFee + taxFee,
    initialTcPriceCents: Math.round(dealerPrice * CARRIER_SHARE),
  };
};

/** Business days in transit: one to load, plus one per 450 km. */
export const deliveryDays = (km: number) => 1 + Math.ceil(km / 450);
