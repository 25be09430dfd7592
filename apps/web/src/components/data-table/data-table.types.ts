import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';
export type SortState = { by: string; direction: SortDirection };

export type DataTableColumn<T> = {
  /** unique column id */
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  /** the list's order_by value; the header becomes a sort button when set */
  sortKey?: string;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
  /** keep the cell on one line (dates, amounts) */
  noWrap?: boolean;
  /**
   * Where the value goes on a phone card: `title` (top left, default the first column), `aside` (top right, e.g.
   * the status), `hidden` (left out); any other column is a labelled line.
   */
  card?: 'title' | 'aside' | 'hidden';
};

/** `total_capped`: the list counted its rows only a few pages ahead, and more pages follow `last_page`. */
export type PageInfo = { current_page: number; last_page: number; total_capped?: boolean };
