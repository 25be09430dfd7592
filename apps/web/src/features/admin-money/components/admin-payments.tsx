import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cardLabel } from './card-label';
import { Link } from 'react-router';
import type { AdminPaymentsSort, MoneyPayment } from '@routier/domain';
import {
  DataTable,
  DebouncedSearchInput,
  useFormatters,
  useListQuery,
  type DataTableColumn,
} from '../../../components/data-table';
import { paths } from '../../../config/paths';
import { usePayments } from '../api/order-money';
import { usePaymentsParams } from '../hooks/use-payments-params';

const usePaymentColumns = (): DataTableColumn<MoneyPayment>[] => {
  const { t } = useTranslation();
  const f = useFormatters();
  return [
    {
      key: 'order',
      header: t('admin:money.columns.order'),
      card: 'title',
      noWrap: true,
      render: (row) => row.order_number ?? '—',
    },
    {
      key: 'date',
      header: t('admin:money.columns.date'),
      sortKey: 'created_at',
      noWrap: true,
      render: (row) => f.date(row.created_at),
    },
    {
      key: 'method',
      header: t('admin:money.columns.method'),
      render: (row) => (row.provider === 'invoice' ? t('admin:money.byInvoice') : cardLabel(t, row) || t('admin:money.card')),
    },
    {
      key: 'amount',
      header: t('admin:money.columns.amount'),
      sortKey: 'amount',
      align: 'right',
      noWrap: true,
      render: (row) => f.money(row.amount),
    },
    {
      key: 'refunded',
      header: t('admin:money.columns.refunds'),
      sortKey: 'refunded',
      align: 'right',
      render: (row) =>
        row.refunds.length === 0 && row.refunded === 0 ? (
          '—'
        ) : (
          <Stack gap={0} align="flex-end">
            <Text size="sm">−{f.money(row.refunded)}</Text>
            {row.refunds.map((r) => (
              <Text size="xs" c="dimmed" key={r.id} style={{ overflowWrap: 'anywhere' }}>
                {t(r.status === 'refunded' ? 'admin:money.refundShort' : 'admin:money.refundShortPending', {
                  amount: f.money(r.amount),
                  date: f.date(r.created_at),
                  reason: r.reason,
                })}
              </Text>
            ))}
          </Stack>
        ),
    },
    {
      key: 'net',
      header: t('admin:money.columns.net'),
      align: 'right',
      noWrap: true,
      render: (row) => f.money(row.amount - row.refunded),
    },
    {
      key: 'invoice',
      header: t('admin:money.columns.invoice'),
      card: 'aside',
      render: (row) => (row.invoice_numbers.length ? row.invoice_numbers.join(', ') : '—'),
    },
  ];
};

/**
 * The accountant's payments: every charge that took money with its refunds (the invoices' credit notes) and the
 * order's invoice, searched by order number, sorted and paged in the URL, beside the invoices and the
 * reconciliation report. Read-only: refunds are made on the operator's order page.
 */
export const AdminPayments = () => {
  const { t } = useTranslation();
  const { params, setParams, resetParams } = usePaymentsParams();
  const query = usePayments({
    order_by: params.orderedBy,
    order_direction: params.asc === 1 ? 'asc' : 'desc',
    page: params.page,
    keyword: params.keyword || undefined,
  });
  const columns = usePaymentColumns();
  const filtered = Boolean(params.keyword);
  const changed = filtered || params.orderedBy !== 'created_at' || params.asc !== 0;
  const list = useListQuery(query, {
    sort: { by: params.orderedBy, asc: params.asc },
    onSortChange: (by, asc) => setParams({ orderedBy: by as AdminPaymentsSort, asc }),
    onPageChange: (page) => setParams({ page }),
  });
  return (
    <Stack gap="md">
      <Group gap="md" wrap="wrap">
        <Anchor component={Link} to={paths.adminInvoices} size="sm">
          {t('admin:money.toInvoices')}
        </Anchor>
        <Anchor component={Link} to={paths.adminReconciliation} size="sm">
          {t('admin:money.toReconciliation')}
        </Anchor>
      </Group>
      <Group align="flex-end" gap="sm">
        <DebouncedSearchInput
          value={params.keyword}
          onSearch={(keyword) => setParams({ keyword }, { replace: true })}
          label={t('admin:money.search')}
          placeholder={t('admin:money.searchPlaceholder')}
          maxLength={30}
          w={300}
        />
        {changed && (
          <Button variant="default" mih={36} onClick={() => resetParams(['keyword', 'orderedBy', 'asc'])}>
            {t('admin:money.reset')}
          </Button>
        )}
      </Group>
      <DataTable<MoneyPayment>
        {...list}
        label={t('admin:money.paymentsTitle')}
        columns={columns}
        getRowKey={(row) => row.id}
        empty={
          <Text ta="center" c="dimmed">
            {filtered ? t('admin:money.noResults') : t('admin:money.noPayments')}
          </Text>
        }
        minWidth={900}
      />
    </Stack>
  );
};
