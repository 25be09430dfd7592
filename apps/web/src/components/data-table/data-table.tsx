import type { ReactNode } from 'react';
import { Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DataTableColumn, PageInfo, SortState } from './data-table.types';
import { cardLineCount, DataTableCardSkeletons, DataTableCards } from './data-table-cards';
import { ListPagination } from './list-pagination';
import { rowActivationProps } from './row-activation';
import { HIGHLIGHT_STYLE, MUTED_STYLE } from './muted-style';
import { SortableHeader } from './sortable-header';
import { nextSort } from './sorting';
import { useIsPhone } from './use-is-phone';

export type DataTableProps<T> = {
  columns: DataTableColumn<T>[];
  rows: T[] | undefined;
  getRowKey: (row: T) => string | number;
  /** accessible name of the table */
  label: string;
  loading?: boolean;
  skeletonRows?: number;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  onRowClick?: (row: T) => void;
  /** the row's page: enables ctrl/meta/middle click into a new tab; undefined leaves that row inert */
  getRowHref?: (row: T) => string | undefined;
  /** rows shown greyed (e.g. deleted ones) */
  isRowMuted?: (row: T) => boolean;
  /** rows shown tinted with a leading bar (e.g. unread ones) */
  isRowHighlighted?: (row: T) => boolean;
  /** shown in place of rows when the list is empty (default: "No results found") */
  empty?: ReactNode;
  /** shown in place of rows when loading failed; wins over the loading state */
  error?: ReactNode;
  meta?: PageInfo;
  onPageChange?: (page: number) => void;
  /** below this width the table scrolls horizontally (phones get cards instead) */
  minWidth?: number;
};

export const mutedProps = (muted: boolean | undefined) => (muted ? { 'data-muted': true, style: MUTED_STYLE } : {});
export const highlightProps = (highlighted: boolean | undefined) =>
  highlighted ? { 'data-highlighted': true, style: HIGHLIGHT_STYLE } : {};

type State = 'error' | 'loading' | 'empty' | 'rows';

const stateOf = <T,>({ error, loading, rows }: Pick<DataTableProps<T>, 'error' | 'loading' | 'rows'>): State => {
  if (error) return 'error';
  if (loading || rows === undefined) return 'loading';
  return rows.length === 0 ? 'empty' : 'rows';
};

/**
 * The shared list: a sortable table with skeleton rows, empty and error slots, clickable rows and a pager;
 * below the `sm` breakpoint the same rows are cards.
 */
export const DataTable = <T,>(props: DataTableProps<T>) => {
  const { columns, rows, getRowKey, label, skeletonRows = 5, sort, onSortChange, onRowClick, getRowHref, isRowMuted } = props;
  const { isRowHighlighted } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isPhone = useIsPhone();
  const state = stateOf(props);
  const handleSort = (sortKey: string) => onSortChange?.(nextSort(sort, sortKey));
  const emptyContent = props.empty ?? (
    <Text ta="center" c="dimmed">
      {t('common:noResults')}
    </Text>
  );
  const pager = props.onPageChange && state === 'rows' && <ListPagination meta={props.meta} onPageChange={props.onPageChange} />;

  if (isPhone) {
    return (
      <Stack gap="md" data-testid="data-list">
        {state === 'error' && props.error}
        {state === 'loading' && <DataTableCardSkeletons count={Math.min(skeletonRows, 3)} lines={cardLineCount(columns)} />}
        {state === 'empty' && emptyContent}
        {state === 'rows' && (
          <DataTableCards
            columns={columns}
            rows={rows ?? []}
            getRowKey={getRowKey}
            label={label}
            onRowClick={onRowClick}
            getRowHref={getRowHref}
            isRowMuted={isRowMuted}
            isRowHighlighted={isRowHighlighted}
          />
        )}
        {pager}
      </Stack>
    );
  }

  const header = columns.map((col) =>
    col.sortKey && onSortChange ? (
      <SortableHeader
        key={col.key}
        label={col.header}
        sortKey={col.sortKey}
        sort={sort}
        onSort={handleSort}
        align={col.align}
        width={col.width}
      />
    ) : (
      <Table.Th key={col.key} style={{ textAlign: col.align, width: col.width }}>
        {col.header}
      </Table.Th>
    ),
  );

  const placeholder = (content: ReactNode) => (
    <Table.Tr>
      <Table.Td colSpan={columns.length} py="xl">
        {content}
      </Table.Td>
    </Table.Tr>
  );

  const body = () => {
    if (state === 'error') return placeholder(props.error);
    if (state === 'empty') return placeholder(emptyContent);
    if (state === 'loading') {
      return Array.from({ length: skeletonRows }, (_, i) => (
        <Table.Tr key={`skeleton-${i}`} data-testid="skeleton-row">
          {columns.map((col) => (
            <Table.Td key={col.key}>
              <Skeleton height={14} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ));
    }
    return (rows ?? []).map((row) => (
      <Table.Tr
        key={getRowKey(row)}
        {...rowActivationProps({ row, href: getRowHref?.(row), onActivate: onRowClick, navigate })}
        {...highlightProps(isRowHighlighted?.(row))}
        {...mutedProps(isRowMuted?.(row))}
      >
        {columns.map((col) => (
          <Table.Td key={col.key} style={{ textAlign: col.align, whiteSpace: col.noWrap ? 'nowrap' : undefined }}>
            {col.render(row)}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  };

  return (
    <Stack gap="md" data-testid="data-list">
      <Table.ScrollContainer minWidth={props.minWidth ?? 720}>
        <Table highlightOnHover={state === 'rows'} verticalSpacing="sm" aria-label={label} aria-busy={state === 'loading'}>
          <Table.Thead>
            <Table.Tr>{header}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body()}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pager}
    </Stack>
  );
};
