import { describe, expect, it } from 'vitest';
import { TaskStatus } from '../orders/enums.js';
import { isLoadCompleted, loadSteps } from './load-steps.js';

describe('load status steps', () => {
  it('marks the steps done up to the progress and the next one current on an accepted load', () => {
    expect(loadSteps(TaskStatus.Accepted, 2).map((s) => s.availability)).toEqual([1, 1, 2, 3, 3, 3]);
  });

  it('offers the first step to a driver who just accepted', () => {
    expect(loadSteps(TaskStatus.Accepted, 0)[0]).toEqual({ status: 1, availability: 2 });
  });

  it('gives no step to take on a load the driver has not accepted', () => {
    expect(loadSteps(TaskStatus.Assigned, 0).map((s) => s.availability)).toEqual([4, 4, 4, 4, 4, 4]);
    expect(loadSteps(TaskStatus.Cancelled, 3).map((s) => s.availability)).toEqual([1, 1, 1, 4, 4, 4]);
  });

  it('is completed once the sixth step is done', () => {
    expect(loadSteps(TaskStatus.Accepted, 6).every((s) => s.availability === 1)).toBe(true);
    expect(isLoadCompleted(6)).toBe(true);
    expect(isLoadCompleted(5)).toBe(false);
  });
});
