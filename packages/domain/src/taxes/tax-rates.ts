import type { Province } from '../common/provinces.js';

export type TaxKind = 'GST' | 'HST' | 'PST' | 'QST';

/** Who levies a rate: Canada (GST) or a province (HST, PST, QST). */
export type TaxJurisdiction = 'CA' | Province;

/**
 * One sales-tax rate over a period: `rate_pcm` in pcm (5 000 = 5 %), in force from `from` to `to` inclusive
 * (business days, YYYY-MM-DD); no `to` while it is still in force. HST is the whole rate (its federal part
 * included) and replaces GST where it applies.
 */
export type TaxRate = { jurisdiction: TaxJurisdiction; kind: TaxKind; rate_pcm: number; from: string; to?: string };

/**
 * Canadian sales-tax rates as data: a rate change is a new row (and an end date on the old one), never code.
 * Sources: CRA GST/HST rates; Revenu Québec (QST); the provinces' PST/RST pages.
 */
export const TAX_RATES: readonly TaxRate[] = [
  { jurisdiction: 'CA', kind: 'GST', rate_pcm: 5_000, from: '2008-01-01' },
  { jurisdiction: 'ON', kind: 'HST', rate_pcm: 13_000, from: '2010-07-01' },
  { jurisdiction: 'NS', kind: 'HST', rate_pcm: 15_000, from: '2010-07-01', to: '2025-03-31' },
  { jurisdiction: 'NS', kind: 'HST', rate_pcm: 14_000, from: '2025-04-01' },
  { jurisdiction: 'NB', kind: 'HST', rate_pcm: 13_000, from: '2008-01-01', to: '2016-06-30' },
  { jurisdiction: 'NB', kind: 'HST', rate_pcm: 15_000, from: '2016-07-01' },
  { jurisdiction: 'NL', kind: 'HST', rate_pcm: 13_000, from: '2008-01-01', to: '2016-06-30' },
  { jurisdiction: 'NL', kind: 'HST', rate_pcm: 15_000, from: '2016-07-01' },
  { jurisdiction: 'PE', kind: 'HST', rate_pcm: 14_000, from: '2013-04-01', to: '2016-09-30' },
  { jurisdiction: 'PE', kind: 'HST', rate_pcm: 15_000, from: '2016-10-01' },
  { jurisdiction: 'QC', kind: 'QST', rate_pcm: 9_975, from: '2013-01-01' },
  { jurisdiction: 'BC', kind: 'PST', rate_pcm: 7_000, from: '2013-04-01' },
  { jurisdiction: 'MB', kind: 'PST', rate_pcm: 8_000, from: '2013-07-01', to: '2019-06-30' },
  { jurisdiction: 'MB', kind: 'PST', rate_pcm: 7_000, from: '2019-07-01' },
  { jurisdiction: 'SK', kind: 'PST', rate_pcm: 5_000, from: '2013-01-01', to: '2017-03-22' },
  { jurisdiction: 'SK', kind: 'PST', rate_pcm: 6_000, from: '2017-03-23' },
];

const inForce = (r: TaxRate, day: string | undefined) =>
  day === undefined ? r.to === undefined : r.from <= day && (r.to === undefined || day <= r.to);

/**
 * The rate (pcm) a jurisdiction levies for a kind of tax on a business day; 0 when it levies none that day.
 * Without a day: the rate in force today by the table (the row with no end date).
 */
export const taxRateOn = (jurisdiction: TaxJurisdiction, kind: TaxKind, day?: string): number =>
  TAX_RATES.find((r) => r.jurisdiction === jurisdiction && r.kind === kind && inForce(r, day))?.rate_pcm ?? 0;
