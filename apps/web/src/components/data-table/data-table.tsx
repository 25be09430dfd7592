import type { ReactNode } from 'react';
import { Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DataTableColumn, PageInfo, SortState } from './data-table.types';
import { ListPagination } from './list-pagination';
import { rowActivationProps } from './row-activation';
import { SortableHeader } from './sortable-header';
import { nextSort } from './sorting';

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
  /** the row's page: enables ctrl/meta/middle click into a new tab */
  getRowHref?: (row: T) => string;
  /** shown in place of rows when the list is empty (default: "No results found") */
  empty?: ReactNode;
  /** shown in place of rows when loading failed */
  error?: ReactNode;
  meta?: PageInfo;
  onPageChange?: (page: number) => void;
  /** below this width the table scrolls horizontally */
  minWidth?: number;
};

/** The shared list table: sortable headers, skeleton rows while loading, empty slot, clickable rows, pager. */
export const DataTable = <T,>(props: DataTableProps<T>) => {
  const { columns, rows, getRowKey, label, loading, skeletonRows = 5, sort, onSortChange, onRowClick, getRowHref } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const handleSort = (sortKey: string) => onSortChange?.(nextSort(sort, sortKey));
  const showSkeleton = loading || rows === undefined;

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
      <Table.Th key={col.key} style={{ textAlign: col.align, width: col.width, whiteSpace: 'nowrap' }}>
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
    if (props.error && !showSkeleton) return placeholder(props.error);
    if (showSkeleton) {
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
    if (rows.length === 0) {
      return placeholder(
        props.empty ?? (
          <Text ta="center" c="dimmed">
            {t('common:noResults')}
          </Text>
        ),
      );
    }
    return rows.map((row) => (
      <Table.Tr key={getRowKey(row)} {...rowActivationProps({ row, href: getRowHref?.(row), onActivate: onRowClick, navigate })}>
        {columns.map((col) => (
          <Table.Td key={col.key} style={{ textAlign: col.align, whiteSpace: col.noWrap ? 'nowrap' : undefined }}>
            {col.render(row)}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  };

  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={props.minWidth ?? 720}>
        <Table
          highlightOnHover={!showSkeleton && (rows?.length ?? 0) > 0}
          verticalSpacing="sm"
          aria-label={label}
          aria-busy={showSkeleton}
        >
          <Table.Thead>
            <Table.Tr>{header}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body()}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {props.onPageChange && !showSkeleton && <ListPagination meta={props.meta} onPageChange={props.onPageChange} />}
    </Stack>
  );
};
