import { describe, expect, it } from 'vitest';
import { PROVINCE_TAXES, PROVINCES, provinceSummary } from '../common/provinces.js';
import { provinceTax, provinceTaxType, taxLines, taxProvince, taxTotalCents } from './province-taxes.js';

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

describe('which province taxes an order', () => {
  it('is the pickup province, or the destination when the pickup is in the US', () => {
    expect(taxProvince(CA('QC'), CA('ON'))).toBe('QC');
    expect(taxProvince(US('NY'), CA('ON'))).toBe('ON');
    expect(taxProvince(US('NY'), US('FL'))).toBeNull();
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
