import { provinceTax, provinceTaxType, type ProvinceTax, type TaxType } from '../taxes/province-taxes.js';

export const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
export type Province = (typeof PROVINCES)[number];
export const isProvince = (v: unknown): v is Province => typeof v === 'string' && (PROVINCES as readonly string[]).includes(v);

export type { ProvinceTax, TaxType };

/** Sales-tax rates by province (percent), built from the domain's tax table. */
export const PROVINCE_TAXES: Record<Province, ProvinceTax> = Object.fromEntries(
  PROVINCES.map((p) => [p, provinceTax(p)]),
) as Record<Province, ProvinceTax>;

/** Tax-id label of a province: the business number name used there. */
export const taxIdKind = (province: Province): TaxType => provinceTaxType(province);

/** A stored province code as business details show it (name and tax type); null when none or not Canadian. */
export const provinceSummary = (code: string | null): { abbreviation: Province; name: string; tax_type: TaxType } | null =>
  code && isProvince(code)
    ? { abbreviation: code, name: PROVINCE_TAXES[code].name, tax_type: PROVINCE_TAXES[code].tax_type }
    : null;
