import { applyPcm, pcmToPercent } from '../pricing/rates.js';
import type { Province } from '../common/provinces.js';

export type TaxKind = 'GST' | 'HST' | 'PST' | 'QST';
/** One tax line of an order or invoice: its kind, its rate in pcm (1 pcm = 0.001 %) and its amount in cents. */
export type TaxLine = { kind: TaxKind; rate_pcm: number; cents: number };
export type TaxType = 'GST' | 'HST' | 'GST+PST' | 'GST+QST';

type ProvinceRates = { name: string; gst: number; hst: number; pst: number; qst: number };

/**
 * Canadian sales-tax rates by province, in pcm (5 000 = 5 %). HST replaces GST and PST where it applies;
 * Quebec charges GST and QST; BC, MB and SK charge GST and PST.
 */
export const PROVINCE_TAX_RATES: Record<Province, ProvinceRates> = {
  AB: { name: 'Alberta', gst: 5_000, hst: 0, pst: 0, qst: 0 },
  BC: { name: 'British Columbia', gst: 5_000, hst: 0, pst: 7_000, qst: 0 },
  MB: { name: 'Manitoba', gst: 5_000, hst: 0, pst: 7_000, qst: 0 },
  NB: { name: 'New Brunswick', gst: 0, hst: 15_000, pst: 0, qst: 0 },
  NL: { name: 'Newfoundland and Labrador', gst: 0, hst: 15_000, pst: 0, qst: 0 },
  NS: { name: 'Nova Scotia', gst: 0, hst: 14_000, pst: 0, qst: 0 },
  NT: { name: 'Northwest Territories', gst: 5_000, hst: 0, pst: 0, qst: 0 },
  NU: { name: 'Nunavut', gst: 5_000, hst: 0, pst: 0, qst: 0 },
  ON: { name: 'Ontario', gst: 0, hst: 13_000, pst: 0, qst: 0 },
  PE: { name: 'Prince Edward Island', gst: 0, hst: 15_000, pst: 0, qst: 0 },
  QC: { name: 'Quebec', gst: 5_000, hst: 0, pst: 0, qst: 9_975 },
  SK: { name: 'Saskatchewan', gst: 5_000, hst: 0, pst: 6_000, qst: 0 },
  YT: { name: 'Yukon', gst: 5_000, hst: 0, pst: 0, qst: 0 },
};

export const provinceTaxType = (province: Province): TaxType => {
  const r = PROVINCE_TAX_RATES[province];
  if (r.hst > 0) return 'HST';
  if (r.qst > 0) return 'GST+QST';
  if (r.pst > 0) return 'GST+PST';
  return 'GST';
};

/** The tax lines on an amount (cents) in a province: one line per tax that applies, each rounded half up. */
export const taxLines = (province: Province, baseCents: number): TaxLine[] => {
  const r = PROVINCE_TAX_RATES[province];
  const lines: [TaxKind, number][] = [
    ['GST', r.gst],
    ['HST', r.hst],
    ['PST', r.pst],
    ['QST', r.qst],
  ];
  return lines.filter(([, rate]) => rate > 0).map(([kind, rate]) => ({ kind, rate_pcm: rate, cents: applyPcm(baseCents, rate) }));
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

export const provinceTax = (province: Province): ProvinceTax => {
  const r = PROVINCE_TAX_RATES[province];
  return {
    province,
    name: r.name,
    tax_type: provinceTaxType(province),
    gst: pcmToPercent(r.gst),
    hst: pcmToPercent(r.hst),
    pst: pcmToPercent(r.pst),
    qst: pcmToPercent(r.qst),
  };
};

/**
 * The province whose taxes apply to an order: the pickup's, or the destination's when the pickup is in the
 * US; null when neither end is in Canada.
 */
export const taxProvince = (
  origin: { country: string; province: string },
  destination: { country: string; province: string },
): Province | null => {
  const pick = origin.country === 'CA' ? origin : destination.country === 'CA' ? destination : null;
  return pick && pick.province in PROVINCE_TAX_RATES ? (pick.province as Province) : null;
};
