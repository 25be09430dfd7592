import { REVIEW_SORTS, type ReviewsQuery } from '@routier/domain';
import { useListSearchParams } from '../../../components/data-table';

const DEFAULTS = { page: 1, sort_by: 'created_at', sort_order: 'desc', from: '', to: '' };
const OPTIONS = { allowed: { sort_by: REVIEW_SORTS, sort_order: ['asc', 'desc'] } };
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The last day of a month (YYYY-MM → YYYY/MM/DD). */
const monthEnd = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10).replaceAll('-', '/');
};

/** The reviews page's state in the URL (page, sort, months) and the request it makes. */
export const useReviewsParams = () => {
  const { params, setParams } = useListSearchParams(DEFAULTS, OPTIONS);
  const from = MONTH.test(params.from) ? params.from : '';
  const to = MONTH.test(params.to) && (!from || params.to >= from) ? params.to : '';
  const query: ReviewsQuery = {
    page: params.page,
    sort_by: params.sort_by as ReviewsQuery['sort_by'],
    sort_order: params.sort_order as ReviewsQuery['sort_order'],
    ...(from ? { start_date: `${from.replace('-', '/')}/01` } : {}),
    ...(to ? { end_date: monthEnd(to) } : {}),
  };
  return { params: { ...params, from, to }, setParams, query };
};
