import { LoadProgress, TaskStatus } from '../orders/enums.js';
import type { LoadStep } from './load-responses.js';
import { StepAvailability } from './load.types.js';

export const LOAD_STEPS: readonly LoadProgress[] = [
  LoadProgress.OnMyWay,
  LoadProgress.Arrived,
  LoadProgress.StartInspection,
  LoadProgress.InspectionCompleted,
  LoadProgress.BeginTransport,
  LoadProgress.OrderCompleted,
];

/**
 * The progress steps of a load in order (spec "Load status steps"): the steps up to `progress` are done,
 * the next one is current while the driver has accepted the load, the rest are inactive. A load the driver
 * has not accepted (assigned, rejected, cancelled) has no step to take: every step not done is "other".
 */
export const loadSteps = (status: TaskStatus, progress: number): LoadStep[] =>
  LOAD_STEPS.map((step) => {
    if (step <= progress) return { status: step, availability: StepAvailability.Done };
    if (status !== TaskStatus.Accepted) return { status: step, availability: StepAvailability.Other };
    return { status: step, availability: step === progress + 1 ? StepAvailability.Current : StepAvailability.Inactive };
  });

/** Every step is done: the load is delivered. */
export const isLoadCompleted = (progress: number): boolean => progress >= LoadProgress.OrderCompleted;
