import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceAudience, InvoiceListRow, InvoiceSort } from '@routier/domain';
import { notifyError, DataTable, useListQuery } from '../../../components/data-table';
import { useInvoices } from '../api/get-invoices';
import { useMarkInvoicePaid } from '../api/mark-invoice-paid';
import type { InvoicesParams } from '../hooks/use-invoices-params';
import { useInvoicesColumns } from './invoices-columns';
import { InvoiceSearch } from './invoice-search';

type Props = {
  audience: InvoiceAudience;
  params: InvoicesParams;
  onChange: (patch: Partial<InvoicesParams>, opts?: { replace?: boolean }) => void;
  onReset: () => void;
  /** the accountant's view: recipient column and "mark paid" */
  staff?: boolean;
};

/** Invoices or billing: search with X, sortable columns and pages, all kept in the URL. */
export const InvoicesList = ({ audience, params, onChange, onReset, staff = false }: Props) => {
  const { t } = useTranslation('billing');
  const query = useInvoices({
    audience,
    order_by: params.orderedBy,
    order_direction: params.asc === 1 ? 'asc' : 'desc',
    page: params.page,
    keyword: params.keyword || undefined,
  });
  const markPaid = useMarkInvoicePaid();
  const [busyId, setBusyId] = useState<number | null>(null);
  const handleMarkPaid = async (row: InvoiceListRow) => {
    setBusyId(row.id);
    try {
      await markPaid.mutateAsync(row.id);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusyId(null);
    }
  };
  const columns = useInvoicesColumns({ audience, staff: staff ? { onMarkPaid: handleMarkPaid, busyId } : undefined });
  const filtered = Boolean(params.keyword);
  const changed = filtered || params.orderedBy !== 'completed_at' || params.asc !== 0;
  const list = useListQuery(query, {
    sort: { by: params.orderedBy, asc: params.asc },
    onSortChange: (by, asc) => onChange({ orderedBy: by as InvoiceSort, asc }),
    onPageChange: (page) => onChange({ page }),
  });
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <InvoiceSearch value={params.keyword} onSearch={(keyword) => onChange({ keyword }, { replace: true })} />
        {changed && (
          <Button variant="default" mih={36} onClick={onReset}>
            {t('reset')}
          </Button>
        )}
      </Group>
      <DataTable<InvoiceListRow>
        {...list}
        label={t(`lists.${audience}`)}
        columns={columns}
        getRowKey={(row) => row.id}
        empty={
          <Text ta="center" c="dimmed">
            {filtered ? t('noResults') : t(`empty.${audience}`)}
          </Text>
        }
        minWidth={staff ? 980 : 820}
      />
    </Stack>
  );
};
