import type { PageInfo, SortState } from './data-table.types';
import { ListError } from './list-error';
import { useErrorNotification } from './notify-error';
import { ascFromSort, sortFromParams } from './sorting';

/** What a list reads of its query (TanStack Query's result). */
export type ListQuery<Row> = {
  data?: { data: Row[]; meta?: PageInfo };
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

type ListState = {
  /** the URL's sort: a column and `asc` 0/1 */
  sort?: { by: string; asc: number };
  onSortChange?: (by: string, asc: 0 | 1) => void;
  onPageChange: (page: number) => void;
};

/**
 * A list's table wired to its query and to the URL: its rows, the skeleton while they load, a retry when they
 * fail (and the error toast), the sort and the pages. Spread the result on the `DataTable`.
 */
export const useListQuery = <Row,>(query: ListQuery<Row>, { sort, onSortChange, onPageChange }: ListState) => {
  useErrorNotification(query.error);
  return {
    rows: query.data?.data,
    loading: query.isPending,
    error: query.isError ? <ListError onRetry={() => void query.refetch()} /> : undefined,
    sort: sort && sortFromParams(sort.by, sort.asc),
    onSortChange: onSortChange && ((next: SortState) => onSortChange(next.by, ascFromSort(next))),
    meta: query.data?.meta,
    onPageChange,
  };
};
