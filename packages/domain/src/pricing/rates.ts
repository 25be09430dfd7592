/**
 * Percentages are integers: basis points (1 bp = 0.01 %, 10 000 bp = 100 %) for discounts, commission,
 * bonus and surcharges; tax rates need a finer unit (Quebec's QST is 9.975 %), so they are in pcm
 * (per cent mille: 1 pcm = 0.001 %, 100 000 pcm = 100 %). Money is integer cents.
 *
 * Rounding: every line is rounded to the cent on its own, half up (0.5 ¢ → 1 ¢), and totals are sums of
 * rounded lines, so the lines a customer sees always add up to the total.
 */
export const BP_SCALE = 10_000;
export const PCM_SCALE = 100_000;

/** cents × rate / scale, rounded half up (away from zero) to an integer; exact for integer inputs. */
export const mulDivHalfUp = (cents: number, rate: number, scale: number): number => {
  if (!Number.isInteger(cents) || !Number.isInteger(rate)) throw new RangeError('cents and rate must be integers');
  const sign = cents < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(cents) * rate * 2 + scale) / (2 * scale));
};

/** The share of an amount of cents at a rate in basis points, half up to the cent. */
export const applyBp = (cents: number, bp: number): number => mulDivHalfUp(cents, bp, BP_SCALE);

/** The share of an amount of cents at a rate in pcm, half up to the cent. */
export const applyPcm = (cents: number, pcm: number): number => mulDivHalfUp(cents, pcm, PCM_SCALE);

/** Basis points as the percent the API shows (1250 → 12.5). */
export const bpToPercent = (bp: number): number => bp / 100;
export const percentToBp = (percent: number): number => Math.round(percent * 100);
/** pcm as the percent the API shows (9975 → 9.975). */
export const pcmToPercent = (pcm: number): number => pcm / 1000;

/** A per-km rate (cents) times a distance in km, counted to the tenth of a km, half up to the cent. */
export const perKmCents = (centsPerKm: number, km: number): number => mulDivHalfUp(centsPerKm, Math.round(km * 10), 10);
