/**
 * A figure against the same figure over the previous period of the same length: the previous value,
 * the change (current − previous) and the change in percent, rounded to one decimal; no percent when
 * the previous value is 0 (growth from nothing has no ratio).
 */
export type Delta = { previous: number; change: number; percent: number | null };

export const deltaOf = (current: number, previous: number): Delta => ({
  previous,
  change: current - previous,
  percent: previous === 0 ? null : Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10,
});

/** Which way a figure moved (whether that is good news depends on the figure: late orders up is bad). */
export type DeltaTrend = 'up' | 'down' | 'flat';
export const deltaTrend = (d: Pick<Delta, 'change'>): DeltaTrend => (d.change > 0 ? 'up' : d.change < 0 ? 'down' : 'flat');
