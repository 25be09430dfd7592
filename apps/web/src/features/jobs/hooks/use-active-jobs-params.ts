import { ACTIVE_JOBS_KEYWORD_MAX, ACTIVE_JOBS_SORTS, ActiveJobsFilter } from '@routier/domain';
import { useListSearchParams, type ListParamOptions } from '../../../components/data-table';

export type ActiveJobsSort = (typeof ACTIVE_JOBS_SORTS)[number];

/** The active-jobs URL query (spec: filter, page, keyword, location, orderedBy, asc). */
export type ActiveJobsParams = {
  filter: ActiveJobsFilter;
  page: number;
  keyword: string;
  location: string;
  orderedBy: ActiveJobsSort;
  asc: number;
};

const DEFAULTS: ActiveJobsParams = {
  filter: ActiveJobsFilter.All,
  page: 1,
  keyword: '',
  location: '',
  orderedBy: 'accepted_by_tc_at',
  asc: 0,
};
const OPTIONS: ListParamOptions<ActiveJobsParams> = {
  allowed: { filter: Object.values(ActiveJobsFilter), orderedBy: ACTIVE_JOBS_SORTS, asc: [0, 1] },
};

export const useActiveJobsParams = () => useListSearchParams(DEFAULTS, OPTIONS);

/** A keyword up to a whole VIN or order number is searched (suggestions are asked for under 16 characters). */
export const KEYWORD_MAX = ACTIVE_JOBS_KEYWORD_MAX;
