import type { ReactNode } from 'react';
import { Table, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SortState } from './data-table.types';
import { SortIcon } from './sort-icon';

type Props = {
  label: ReactNode;
  sortKey: string;
  sort: SortState | undefined;
  onSort: (sortKey: string) => void;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
};

/** A header cell whose label is a button: aria-sort tells assistive tech the current order. */
export const SortableHeader = ({ label, sortKey, sort, onSort, align, width }: Props) => {
  const { t } = useTranslation();
  const direction = sort?.by === sortKey ? sort.direction : null;
  const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
  return (
    <Table.Th aria-sort={ariaSort} style={{ textAlign: align, width }}>
      <UnstyledButton onClick={() => onSort(sortKey)} fw={600} fz="sm" title={t('table:sortBy')}>
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <span>{label}</span>
          <SortIcon direction={direction} />
        </span>
      </UnstyledButton>
    </Table.Th>
  );
};
