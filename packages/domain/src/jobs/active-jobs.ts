import { z } from 'zod';
import { directionField, filterField, orderByField, pageField } from '../lists/paging.js';
import { OrderStatus } from '../orders/enums.js';
import { text } from '../common/validation.js';

/** Active-jobs filter: 0 all, 1 active orders, 2 completed. */
export const ActiveJobsFilter = { All: 0, Active: 1, Completed: 2 } as const;
export type ActiveJobsFilter = (typeof ActiveJobsFilter)[keyof typeof ActiveJobsFilter];
export const ACTIVE_JOBS_FILTER_KEYS: Record<ActiveJobsFilter, string> = { 0: 'all', 1: 'active', 2: 'completed' };
export const ActiveJobsFilterSchema = /*#__PURE__*/ filterField<ActiveJobsFilter>(0, 2);

export const JOB_ACTIVE_STATUSES: readonly OrderStatus[] = [
  OrderStatus.Active,
  OrderStatus.InProgress,
  OrderStatus.Delayed,
  OrderStatus.Hold,
];
export const JOB_COMPLETED_STATUSES: readonly OrderStatus[] = [OrderStatus.Completed, OrderStatus.CompletedConfirmed];

/** Statuses a filter selects; null means every job the carrier holds. */
export const activeJobsStatuses = (filter: ActiveJobsFilter): readonly OrderStatus[] | null => {
  if (filter === ActiveJobsFilter.Active) return JOB_ACTIVE_STATUSES;
  if (filter === ActiveJobsFilter.Completed) return JOB_COMPLETED_STATUSES;
  return null;
};

export const ACTIVE_JOBS_SORTS = [
  'accepted_by_tc_at',
  'order_number',
  'start_at',
  'due_date',
  'from_city',
  'to_city',
  'cars_amount',
  'status',
  'price',
] as const;
export type ActiveJobsSort = (typeof ACTIVE_JOBS_SORTS)[number];

/** The longest keyword searched: a whole VIN (17) or an order number fits; suggestions stop at JOB_SUGGESTION_MAX_LENGTH. */
export const ACTIVE_JOBS_KEYWORD_MAX = 30;

// Built in a pure call: a bundle that uses only this module's constants leaves zod out.
export const ActiveJobsQuerySchema = /*#__PURE__*/ (() =>
  z.object({
    order_by: orderByField(ACTIVE_JOBS_SORTS, 'accepted_by_tc_at'),
    order_direction: directionField(),
    page: pageField(),
    /** a VIN fragment or the start of an order number */
    keyword: text({ max: ACTIVE_JOBS_KEYWORD_MAX }).optional(),
    /** city, province, street or postal code of the pickup or the destination */
    location: text({ max: 120 }).optional(),
  }))();
export type ActiveJobsQuery = z.infer<typeof ActiveJobsQuerySchema>;

/** Suggestions are asked for while the text is non-empty and under this many characters (spec §8, 500 ms after typing). */
export const JOB_SUGGESTION_MAX_LENGTH = 16;

/** POST /orders/locations: the pickup and destination cities of the carrier's jobs containing the text. */
export const JobLocationSuggestionInputSchema = /*#__PURE__*/ (() =>
  z.object({
    location: text({ max: JOB_SUGGESTION_MAX_LENGTH, required: true }),
    /** the filter the list was opened with, as for POST /orders/vin; narrows nothing */
    type: z.union([z.number().int(), text({ max: 20 })]).nullish(),
  }))();
export type JobLocationSuggestionInput = z.infer<typeof JobLocationSuggestionInputSchema>;
