export const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
export type Province = (typeof PROVINCES)[number];
export const isProvince = (v: unknown): v is Province => typeof v === 'string' && (PROVINCES as readonly string[]).includes(v);

export type TaxType = 'GST' | 'HST' | 'GST+PST' | 'GST+QST';
export type ProvinceTax = { province: Province; name: string; tax_type: TaxType; gst: number; pst: number; hst: number };

/** Sales-tax rates by province (percent). */
export const PROVINCE_TAXES: Record<Province, ProvinceTax> = {
  AB: { province: 'AB', name: 'Alberta', tax_type: 'GST', gst: 5, pst: 0, hst: 0 },
  BC: { province: 'BC', name: 'British Columbia', tax_type: 'GST+PST', gst: 5, pst: 7, hst: 0 },
  MB: { province: 'MB', name: 'Manitoba', tax_type: 'GST+PST', gst: 5, pst: 7, hst: 0 },
  NB: { province: 'NB', name: 'New Brunswick', tax_type: 'HST', gst: 0, pst: 0, hst: 15 },
  NL: { province: 'NL', name: 'Newfoundland and Labrador', tax_type: 'HST', gst: 0, pst: 0, hst: 15 },
  NS: { province: 'NS', name: 'Nova Scotia', tax_type: 'HST', gst: 0, pst: 0, hst: 14 },
  NT: { province: 'NT', name: 'Northwest Territories', tax_type: 'GST', gst: 5, pst: 0, hst: 0 },
  NU: { province: 'NU', name: 'Nunavut', tax_type: 'GST', gst: 5, pst: 0, hst: 0 },
  ON: { province: 'ON', name: 'Ontario', tax_type: 'HST', gst: 0, pst: 0, hst: 13 },
  PE: { province: 'PE', name: 'Prince Edward Island', tax_type: 'HST', gst: 0, pst: 0, hst: 15 },
  QC: { province: 'QC', name: 'Quebec', tax_type: 'GST+QST', gst: 5, pst: 9.975, hst: 0 },
  SK: { province: 'SK', name: 'Saskatchewan', tax_type: 'GST+PST', gst: 5, pst: 6, hst: 0 },
  YT: { province: 'YT', name: 'Yukon', tax_type: 'GST', gst: 5, pst: 0, hst: 0 },
};

/** Tax-id label of a province: the business number name used there. */
export const taxIdKind = (province: Province): TaxType => PROVINCE_TAXES[province].tax_type;
