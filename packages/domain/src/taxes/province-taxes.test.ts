import { describe, expect, it } from 'vitest';
import { PROVINCE_TAXES, PROVINCES, provinceSummary } from '../common/provinces.js';
import {
  freightTaxes,
  freightTaxLines,
  provinceTax,
  provinceTaxType,
  taxLines,
  taxTotalCents,
  type FreightTaxes,
} from './province-taxes.js';
import { TAX_RATES, taxRateOn } from './tax-rates.js';

const CA = (province: string) => ({ country: 'CA', province });
const US = (province: string) => ({ country: 'US', province });

describe('tax lines by province', () => {
  it('charges HST alone in Ontario and the Atlantic provinces', () => {
    expect(taxLines('ON', 100_000)).toEqual([{ kind: 'HST', rate_pcm: 13_000, cents: 13_000 }]);
    expect(taxLines('NS', 100_000)).toEqual([{ kind: 'HST', rate_pcm: 14_000, cents: 14_000 }]);
    expect(taxLines('NB', 100_000)).toEqual([{ kind: 'HST', rate_pcm: 15_000, cents: 15_000 }]);
  });

  it('charges GST and QST as two lines in Quebec, each rounded half up', () => {
    const lines = taxLines('QC', 123_457);
    expect(lines).toEqual([
      { kind: 'GST', rate_pcm: 5_000, cents: 6_173 }, // 6 172.85 ¢
      { kind: 'QST', rate_pcm: 9_975, cents: 12_315 }, // 12 314.84 ¢
    ]);
    expect(taxTotalCents(lines)).toBe(18_488);
  });

  it('charges GST and PST as two lines in BC, MB and SK', () => {
    expect(taxLines('BC', 10_000).map((l) => [l.kind, l.cents])).toEqual([
      ['GST', 500],
      ['PST', 700],
    ]);
    expect(taxLines('SK', 10_000).map((l) => [l.kind, l.cents])).toEqual([
      ['GST', 500],
      ['PST', 600],
    ]);
  });

  it('charges GST alone in Alberta and the territories', () => {
    for (const p of ['AB', 'NT', 'NU', 'YT'] as const)
      expect(taxLines(p, 2_000)).toEqual([{ kind: 'GST', rate_pcm: 5_000, cents: 100 }]);
  });

  it('serves each province with its tax type and percents', () => {
    expect(provinceTax('QC')).toEqual({
      province: 'QC',
      name: 'Quebec',
      tax_type: 'GST+QST',
      gst: 5,
      hst: 0,
      pst: 0,
      qst: 9.975,
    });
    expect(provinceTax('ON')).toMatchObject({ tax_type: 'HST', hst: 13 });
    for (const p of PROVINCES) {
      const t = provinceTax(p);
      const fromLines = taxLines(p, 100_000).reduce((sum, l) => sum + l.rate_pcm, 0) / 1000;
      expect(t.gst + t.hst + t.pst + t.qst, p).toBeCloseTo(fromLines, 10);
      expect(provinceTaxType(p)).toBe(t.tax_type);
    }
  });
});

const DAY = '2026-11-20';
const freight = (from: { country: string; province: string }, to: { country: string; province: string }, day = DAY) =>
  freightTaxes({ origin: from, destination: to }, day);
const summary = (t: FreightTaxes) => [t.tax_type, ...t.rates.map((r) => `${r.kind} ${r.rate_pcm / 1000}`)];

describe('freight taxes by place of supply', () => {
  it("HST province to HST province: the destination's HST", () => {
    expect(summary(freight(CA('ON'), CA('NS')))).toEqual(['HST', 'HST 14']);
    expect(summary(freight(CA('NB'), CA('ON')))).toEqual(['HST', 'HST 13']);
    expect(summary(freight(CA('ON'), CA('ON')))).toEqual(['HST', 'HST 13']);
  });

  it('rest of Canada to Quebec: GST only', () => {
    expect(summary(freight(CA('ON'), CA('QC')))).toEqual(['GST', 'GST 5']);
    expect(summary(freight(CA('AB'), CA('QC')))).toEqual(['GST', 'GST 5']);
    expect(freight(CA('ON'), CA('QC')).province).toBe('QC');
  });

  it('Quebec to Quebec: GST and QST', () => {
    expect(summary(freight(CA('QC'), CA('QC')))).toEqual(['GST+QST', 'GST 5', 'QST 9.975']);
  });

  it("Quebec to a participating province: that province's HST", () => {
    expect(summary(freight(CA('QC'), CA('ON')))).toEqual(['HST', 'HST 13']);
    expect(summary(freight(CA('QC'), CA('PE')))).toEqual(['HST', 'HST 15']);
  });

  it('to a GST-only or PST province: GST only, PST does not apply to freight', () => {
    expect(summary(freight(CA('QC'), CA('AB')))).toEqual(['GST', 'GST 5']);
    expect(summary(freight(CA('BC'), CA('BC')))).toEqual(['GST', 'GST 5']);
    expect(summary(freight(CA('ON'), CA('MB')))).toEqual(['GST', 'GST 5']);
    expect(summary(freight(CA('SK'), CA('SK')))).toEqual(['GST', 'GST 5']);
    expect(summary(freight(CA('AB'), CA('YT')))).toEqual(['GST', 'GST 5']);
  });

  it('GST+HST destination wins over the pickup: Alberta to Ontario is HST', () => {
    expect(summary(freight(CA('AB'), CA('ON')))).toEqual(['HST', 'HST 13']);
    expect(summary(freight(CA('BC'), CA('NL')))).toEqual(['HST', 'HST 15']);
  });

  it('cross-border and US moves are zero-rated: no tax line, said so', () => {
    for (const [from, to] of [
      [US('NY'), CA('ON')],
      [CA('ON'), US('NY')],
      [US('NY'), US('FL')],
      [CA('QC'), US('VT')],
    ]) {
      const t = freight(from, to);
      expect(t).toEqual({ tax_type: 'ZERO_RATED', province: null, rates: [] });
      expect(freightTaxLines(t, 100_000)).toEqual([]);
    }
  });

  it('looks the rate up by the business day: Nova Scotia HST 15 % until 2025-03-31, 14 % from 2025-04-01', () => {
    expect(summary(freight(CA('ON'), CA('NS'), '2025-03-31'))).toEqual(['HST', 'HST 15']);
    expect(summary(freight(CA('ON'), CA('NS'), '2025-04-01'))).toEqual(['HST', 'HST 14']);
    expect(freightTaxLines(freight(CA('NS'), CA('NS'), '2025-03-31'), 10_000)).toEqual([
      { kind: 'HST', rate_pcm: 15_000, cents: 1_500 },
    ]);
    expect(freightTaxLines(freight(CA('NS'), CA('NS'), '2025-04-01'), 10_000)).toEqual([
      { kind: 'HST', rate_pcm: 14_000, cents: 1_400 },
    ]);
    expect(taxLines('NS', 10_000, '2025-03-31')).toEqual([{ kind: 'HST', rate_pcm: 15_000, cents: 1_500 }]);
    expect(provinceTax('NS', '2025-03-31').hst).toBe(15);
  });

  it('rounds each line half up on its own', () => {
    expect(freightTaxLines(freight(CA('QC'), CA('QC')), 123_457)).toEqual([
      { kind: 'GST', rate_pcm: 5_000, cents: 6_173 },
      { kind: 'QST', rate_pcm: 9_975, cents: 12_315 },
    ]);
    expect(freightTaxLines(freight(CA('ON'), CA('QC')), 123_457)).toEqual([{ kind: 'GST', rate_pcm: 5_000, cents: 6_173 }]);
  });
});

describe('the rates table', () => {
  it('has no two rates of one tax in force on the same day', () => {
    for (const a of TAX_RATES)
      for (const b of TAX_RATES) {
        if (a === b || a.jurisdiction !== b.jurisdiction || a.kind !== b.kind) continue;
        const overlap = a.from <= (b.to ?? '9999-12-31') && b.from <= (a.to ?? '9999-12-31');
        expect(overlap, `${a.jurisdiction} ${a.kind} ${a.from}`).toBe(false);
      }
  });

  it('has one rate still in force per tax, and none before it began', () => {
    expect(taxRateOn('NS', 'HST')).toBe(14_000);
    expect(taxRateOn('CA', 'GST', '2007-12-31')).toBe(0);
    expect(taxRateOn('PE', 'HST', '2016-09-30')).toBe(14_000);
    expect(taxRateOn('PE', 'HST', '2016-10-01')).toBe(15_000);
  });
});

describe('provinceSummary', () => {
  it('names a Canadian province with its tax type, and nothing else', () => {
    expect(provinceSummary('QC')).toEqual({ abbreviation: 'QC', name: PROVINCE_TAXES.QC.name, tax_type: 'GST+QST' });
    expect(provinceSummary('ON')?.tax_type).toBe('HST');
    expect(provinceSummary('NY')).toBeNull();
    expect(provinceSummary(null)).toBeNull();
  });
});
