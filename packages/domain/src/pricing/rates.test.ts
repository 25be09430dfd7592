import { describe, expect, it } from 'vitest';
import { applyBp, applyPcm, bpToPercent, perKmCents, percentToBp, pcmToPercent } from './rates.js';

describe('rates: integer cents, half up per line', () => {
  it('rounds a share of cents half up', () => {
    expect(applyBp(1_000, 1_250)).toBe(125); // 12.5 % of $10
    expect(applyBp(5, 1_000)).toBe(1); // 0.5 ¢ → 1 ¢
    expect(applyBp(4, 1_000)).toBe(0); // 0.4 ¢ → 0 ¢
    expect(applyBp(15, 1_000)).toBe(2); // 1.5 ¢ → 2 ¢
    expect(applyBp(-15, 1_000)).toBe(-2); // away from zero for refunds
  });

  it('computes QST (9.975 %) exactly in pcm', () => {
    expect(applyPcm(10_000, 9_975)).toBe(998); // 997.5 ¢ → 998 ¢
    expect(applyPcm(200, 9_975)).toBe(20); // 19.95 ¢ → 20 ¢
    expect(applyPcm(1_234_567, 13_000)).toBe(160_494); // 160 493.71 ¢
  });

  it('is exact where floating point is not', () => {
    // 1.005 × 100 is 100.49999… in floating point; 1 005 ¢ at 50 % is 502.5 ¢ → 503 ¢
    expect(applyBp(1_005, 5_000)).toBe(503);
    expect(perKmCents(110, 437.2)).toBe(48_092);
    expect(perKmCents(85, 0.3)).toBe(26); // 25.5 ¢ → 26 ¢
  });

  it('refuses fractional inputs instead of rounding them silently', () => {
    expect(() => applyBp(10.5, 100)).toThrow(RangeError);
    expect(() => applyPcm(100, 99.75)).toThrow(RangeError);
  });

  it('converts to and from the percents the API shows', () => {
    expect(bpToPercent(1_000)).toBe(10);
    expect(percentToBp(12.5)).toBe(1_250);
    expect(pcmToPercent(9_975)).toBe(9.975);
  });
});
