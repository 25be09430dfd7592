import { Stack } from '@mantine/core';
import {
  ascFromSort,
  DataTable,
  ListError,
  sortFromParams,
  useErrorNotification,
  type DataTableProps,
  type PageInfo,
} from '../data-table';

/** What a list page reads of its query (TanStack Query's result). */
export type ListQuery<Row> = {
  data?: { data: Row[]; meta?: PageInfo };
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

export type PagedListProps<Row> = Omit<
  DataTableProps<Row>,
  'rows' | 'loading' | 'error' | 'meta' | 'sort' | 'onSortChange' | 'onPageChange'
> & {
  query: ListQuery<Row>;
  /** the filters and searches above the table */
  toolbar?: React.ReactNode;
  /** the URL's sort: a column and `asc` 0/1 */
  sort?: { by: string; asc: number };
  onSortChange?: (by: string, asc: 0 | 1) => void;
  onPageChange: (page: number) => void;
  /** after the table: the dialogs and drawers its rows open */
  children?: React.ReactNode;
};

/**
 * A list of the house: its filters, then the sortable paged table of the query's rows, with the skeleton while
 * it loads, a retry when it fails (and the error toast) and the pager; the caller keeps the state in the URL.
 */
export const PagedList = <Row,>({
  query,
  toolbar,
  sort,
  onSortChange,
  onPageChange,
  children,
  ...table
}: PagedListProps<Row>) => {
  useErrorNotification(query.error);
  return (
    <Stack gap="md">
      {toolbar}
      <DataTable<Row>
        {...table}
        rows={query.data?.data}
        loading={query.isPending}
        error={query.isError ? <ListError onRetry={() => void query.refetch()} /> : undefined}
        sort={sort && sortFromParams(sort.by, sort.asc)}
        onSortChange={onSortChange && ((next) => onSortChange(next.by, ascFromSort(next)))}
        meta={query.data?.meta}
        onPageChange={onPageChange}
      />
      {children}
    </Stack>
  );
};
