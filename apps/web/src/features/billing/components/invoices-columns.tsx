import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceAudience, InvoiceListRow } from '@routier/domain';
import { useFormatters, type DataTableColumn } from '../../../components/data-table';
import { InvoicePdfButton } from './invoice-pdf-button';

type Options = {
  audience: InvoiceAudience;
  /** staff: who the invoice is made out to, and the "mark paid" action */
  staff?: { onMarkPaid: (row: InvoiceListRow) => void; busyId: number | null };
};

/** Spec §2: order number, invoice number ("(Dry Run)"), paid yes/no, cars, date, amount, PDF. */
export const useInvoicesColumns = ({ audience, staff }: Options): DataTableColumn<InvoiceListRow>[] => {
  const { t } = useTranslation('billing');
  const { date, money } = useFormatters();
  const columns: DataTableColumn<InvoiceListRow>[] = [
    {
      key: 'invoice',
      header: t('columns.invoiceNumber'),
      sortKey: 'invoice_number',
      card: 'title',
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {row.invoice_number}
          </Text>
          {row.is_dry_run && (
            <Text size="xs" c="orange.9" fw={600}>
              {t('dryRun')}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'order', header: t('columns.orderNumber'), sortKey: 'order_number', noWrap: true, render: (row) => row.order_number },
    {
      key: 'paid',
      header: t('columns.paid'),
      sortKey: 'is_paid',
      card: 'aside',
      render: (row) => (
        <Badge color={row.is_paid ? 'teal.9' : 'gray.7'} variant={row.is_paid ? 'filled' : 'outline'}>
          {row.is_paid ? t('paid.yes') : t('paid.no')}
        </Badge>
      ),
    },
    { key: 'cars', header: t('columns.cars'), sortKey: 'cars_amount', align: 'center', render: (row) => row.cars_amount },
    { key: 'date', header: t('columns.date'), sortKey: 'completed_at', noWrap: true, render: (row) => date(row.completed_at) },
    {
      key: 'amount',
      header: t('columns.amount'),
      sortKey: 'amount',
      align: 'right',
      noWrap: true,
      render: (row) =>
        row.adjustment > 0 ? (
          <Stack gap={0} align="flex-end">
            <Text size="sm">{money(row.amount)}</Text>
            <Text size="xs" c="dimmed">
              {t('adjustment', { amount: money(row.adjustment) })}
            </Text>
          </Stack>
        ) : row.is_dry_run ? (
          <Stack gap={0} align="flex-end">
            <Text size="sm">{money(row.amount)}</Text>
            <Text size="xs" c="dimmed">
              {t('cancellationFee')}
            </Text>
          </Stack>
        ) : (
          money(row.amount)
        ),
    },
  ];
  if (staff) {
    columns.splice(2, 0, { key: 'recipient', header: t('columns.recipient'), render: (row) => row.recipient_name });
  }
  columns.push({
    key: 'pdf',
    header: t('columns.pdf'),
    align: 'right',
    render: (row) => (
      <Group gap="xs" justify="flex-end" wrap="nowrap">
        {staff && !row.is_paid && (
          <Button
            size="xs"
            variant="default"
            mih={36}
            loading={staff.busyId === row.id}
            onClick={() => staff.onMarkPaid(row)}
            aria-label={t('markPaidFor', { number: row.invoice_number })}
          >
            {t('markPaid')}
          </Button>
        )}
        <InvoicePdfButton audience={audience} invoice={row} />
      </Group>
    ),
  });
  return columns;
};
