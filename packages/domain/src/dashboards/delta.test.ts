import { describe, expect, it } from 'vitest';
import { deltaOf, deltaTrend } from './delta.js';

describe('deltas against the previous period of the same length', () => {
  it('gives the previous value, the change and the percent to one decimal', () => {
    expect(deltaOf(150, 100)).toEqual({ previous: 100, change: 50, percent: 50 });
    expect(deltaOf(2, 3)).toEqual({ previous: 3, change: -1, percent: -33.3 });
    expect(deltaOf(7, 7)).toEqual({ previous: 7, change: 0, percent: 0 });
  });

  it('has no percent when there was nothing before', () => {
    expect(deltaOf(5, 0)).toEqual({ previous: 0, change: 5, percent: null });
    expect(deltaOf(0, 0)).toEqual({ previous: 0, change: 0, percent: null });
  });

  it('tells which way it moved', () => {
    expect(deltaTrend(deltaOf(5, 3))).toBe('up');
    expect(deltaTrend(deltaOf(1, 3))).toBe('down');
    expect(deltaTrend(deltaOf(3, 3))).toBe('flat');
  });
});
