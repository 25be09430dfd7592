import { applyPcm, pcmToPercent } from '../pricing/rates.js';
import type { Province } from '../common/provinces.js';
import { taxRateOn, type TaxKind } from './tax-rates.js';

export type { TaxKind };
/** One tax line of an order or invoice: its kind, its rate in pcm (1 pcm = 0.001 %) and its amount in cents. */
export type TaxLine = { kind: TaxKind; rate_pcm: number; cents: number };
/** The taxes of a province (its business number's kind): HST, GST and PST or QST, or GST alone. */
export type TaxType = 'GST' | 'HST' | 'GST+PST' | 'GST+QST';

const PROVINCE_NAMES: Record<Province, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

const isTaxProvince = (code: string): code is Province => Object.hasOwn(PROVINCE_NAMES, code);

type ProvinceRates = { gst: number; hst: number; pst: number; qst: number };

/**
 * A province's sales-tax rates (pcm) on a business day (YYYY-MM-DD), from the rates table (`TAX_RATES`); without
 * a day, the rates in force by the table. HST replaces GST where it applies.
 */
export const provinceRates = (province: Province, day?: string): ProvinceRates => {
  const hst = taxRateOn(province, 'HST', day);
  return {
    gst: hst ? 0 : taxRateOn('CA', 'GST', day),
    hst,
    pst: taxRateOn(province, 'PST', day),
    qst: taxRateOn(province, 'QST', day),
  };
};

export const provinceTaxType = (province: Province, day?: string): TaxType => {
  const r = provinceRates(province, day);
  if (r.hst > 0) return 'HST';
  if (r.qst > 0) return 'GST+QST';
  if (r.pst > 0) return 'GST+PST';
  return 'GST';
};

/** One line per rate that applies, each rounded half up on its own. */
const linesOf = (rates: readonly { kind: TaxKind; rate_pcm: number }[], baseCents: number): TaxLine[] =>
  rates
    .filter((r) => r.rate_pcm > 0)
    .map((r) => ({ kind: r.kind, rate_pcm: r.rate_pcm, cents: applyPcm(baseCents, r.rate_pcm) }));

/**
 * The sales taxes of a province on an amount (cents), as a sale of goods there pays them: one line per tax,
 * each rounded half up. Freight (an order's transport) is taxed by `freightTaxes` instead.
 */
export const taxLines = (province: Province, baseCents: number, day?: string): TaxLine[] => {
  const r = provinceRates(province, day);
  return linesOf(
    [
      { kind: 'GST', rate_pcm: r.gst },
      { kind: 'HST', rate_pcm: r.hst },
      { kind: 'PST', rate_pcm: r.pst },
      { kind: 'QST', rate_pcm: r.qst },
    ],
    baseCents,
  );
};

export const taxTotalCents = (lines: readonly TaxLine[]): number => lines.reduce((sum, l) => sum + l.cents, 0);

/** A province's rates as GET /province-taxes serves them: percents, one field per tax. */
export type ProvinceTax = {
  province: Province;
  name: string;
  tax_type: TaxType;
  gst: number;
  hst: number;
  pst: number;
  qst: number;
};

export const provinceTax = (province: Province, day?: string): ProvinceTax => {
  const r = provinceRates(province, day);
  return {
    province,
    name: PROVINCE_NAMES[province],
    tax_type: provinceTaxType(province, day),
    gst: pcmToPercent(r.gst),
    hst: pcmToPercent(r.hst),
    pst: pcmToPercent(r.pst),
    qst: pcmToPercent(r.qst),
  };
};

/**
 * How an order's transport is taxed, as stored in `orders.tax_type` and shown beside its tax lines: HST, GST,
 * GST+QST, or ZERO_RATED (an international move: no tax, and the documents say so).
 */
export type FreightTaxType = 'GST' | 'HST' | 'GST+QST' | 'ZERO_RATED';

/** The taxes a freight transport pays: its type, the province whose rules apply (null: none) and the rates. */
export type FreightTaxes = {
  tax_type: FreightTaxType;
  province: Province | null;
  rates: { kind: TaxKind; rate_pcm: number }[];
};

export const ZERO_RATED: FreightTaxes = { tax_type: 'ZERO_RATED', province: null, rates: [] };

type RoutePlace = { country: string; province: string };

/**
 * The place-of-supply rule for freight transportation (decision 052), with the rates in force on the business
 * day the price is made:
 * - either end outside Canada: zero-rated (international freight);
 * - destination in an HST province: HST at that province's rate;
 * - destination in Quebec: GST and QST when the pickup is in Quebec too, else GST only;
 * - any other destination (AB, BC, MB, SK, the territories): GST only (PST does not apply to freight).
 */
export const freightTaxes = (route: { origin: RoutePlace; destination: RoutePlace }, day: string): FreightTaxes => {
  const { origin, destination } = route;
  if (origin.country !== 'CA' || destination.country !== 'CA') return ZERO_RATED;
  const gst = { kind: 'GST' as const, rate_pcm: taxRateOn('CA', 'GST', day) };
  if (!isTaxProvince(destination.province)) return { tax_type: 'GST', province: null, rates: [gst] };
  const to = destination.province;
  const hst = taxRateOn(to, 'HST', day);
  if (hst) return { tax_type: 'HST', province: to, rates: [{ kind: 'HST', rate_pcm: hst }] };
  if (to === 'QC' && origin.province === 'QC')
    return { tax_type: 'GST+QST', province: to, rates: [gst, { kind: 'QST', rate_pcm: taxRateOn(to, 'QST', day) }] };
  return { tax_type: 'GST', province: to, rates: [gst] };
};

/** The tax lines of a freight price (cents): one per rate, each rounded half up; none when zero-rated. */
export const freightTaxLines = (taxes: FreightTaxes, baseCents: number): TaxLine[] => linesOf(taxes.rates, baseCents);
