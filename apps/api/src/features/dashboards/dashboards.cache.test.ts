import { describe, expect, it } from 'vitest';
import { cachedDashboard } from './dashboards.cache.js';

describe('the dashboards cache', () => {
  it('answers the same key from one load, per database', async () => {
    const db = {};
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cachedDashboard(db, 'k', load), cachedDashboard(db, 'k', load)]);
    expect([a, b, await cachedDashboard(db, 'k', load)]).toEqual([1, 1, 1]);
    expect(await cachedDashboard(db, 'other', load)).toBe(2);
    expect(await cachedDashboard({}, 'k', load)).toBe(3);
  });

  it('keeps no failure: the next caller loads again', async () => {
    const db = {};
    await expect(cachedDashboard(db, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cachedDashboard(db, 'k', async () => 'up')).toBe('up');
  });
});
