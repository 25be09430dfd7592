import { Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { ADMIN_BIDS_SORTS, BID_STATUS_KEYS, type AdminBidRow, type AdminBidsSort, type BidStatus } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import {
  notifyError,
  useFormatters,
  useListSearchParams,
  type DataTableColumn,
  type ListParamOptions,
  DataTable,
  useListQuery,
} from '../../../components/data-table';
import { useAdminBids, useDecideBid } from '../api/admin-bids';
import { BidMargin, BidPay, BidVersusOffer, CarrierRecord } from './bid-facts';

type Params = { page: number; status: number; orderedBy: AdminBidsSort; asc: number };
const DEFAULTS: Params = { page: 1, status: 0, orderedBy: 'status', asc: 1 };
const OPTIONS: ListParamOptions<Params> = { allowed: { status: [0, 1, 2, 3], orderedBy: ADMIN_BIDS_SORTS, asc: [0, 1] } };
const STATUS_COLORS: Record<BidStatus, string> = { 1: 'yellow', 2: 'green', 3: 'gray' };

/** What accepting does, said before it is done: who gets the job, at what pay, with what margin. */
const AcceptConsequence = ({ bid }: { bid: AdminBidRow }) => {
  const { t, i18n } = useTranslation();
  const { money } = useFormatters();
  const facts = bid.facts;
  const params = {
    carrier: bid.company.name ?? '—',
    number: bid.order?.order_number ?? '',
    pay: money(facts?.carrier_pay.after_fuel ?? bid.amount),
    bid: money(bid.amount),
    fuel: money(facts?.fuel_fee ?? 0),
  };
  const margin = facts?.margin;
  return (
    <Stack gap="xs" data-testid="accept-bid-consequence">
      <Text size="sm">{t('offers:admin.confirm.gets', params)}</Text>
      {margin && (
        <Text size="sm" fw={600} c={margin.amount < 0 ? 'red.9' : undefined}>
          {margin.percent === null
            ? t('offers:admin.confirm.marginOnly', { margin: money(margin.amount) })
            : t('offers:admin.confirm.margin', {
                margin: money(margin.amount),
                percent: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(margin.percent),
              })}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t('offers:admin.confirm.others')}
      </Text>
    </Stack>
  );
};

const Actions = ({ bid }: { bid: AdminBidRow }) => {
  const { t } = useTranslation();
  const decide = useDecideBid();
  if (bid.status !== 1) return null;
  const handle = (decision: 'accept' | 'decline') =>
    decide.mutate(
      { id: bid.id, decision },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', message: t(`offers:admin.${decision}ed`, { number: bid.order?.order_number }) }),
        onError: notifyError,
      },
    );
  const busy = decide.isPending;
  return (
    <Group gap={6} wrap="nowrap" onClick={(e) => e.stopPropagation()}>
      <Button
        size="xs"
        loading={busy && decide.variables?.decision === 'accept'}
        disabled={busy}
        onClick={() =>
          modals.openConfirmModal({
            title: t('offers:admin.confirm.title'),
            children: <AcceptConsequence bid={bid} />,
            labels: { confirm: t('offers:admin.confirm.accept'), cancel: t('offers:admin.confirm.cancel') },
            closeButtonProps: { 'aria-label': t('common:close') },
            onConfirm: () => handle('accept'),
          })
        }
        data-testid={`accept-bid-${bid.id}`}
      >
        {t('offers:admin.accept')}
      </Button>
      <Button
        size="xs"
        variant="default"
        loading={busy && decide.variables?.decision === 'decline'}
        disabled={busy}
        onClick={() => handle('decline')}
      >
        {t('offers:admin.decline')}
      </Button>
    </Group>
  );
};

const useColumns = (): DataTableColumn<AdminBidRow>[] => {
  const { t } = useTranslation();
  const { date } = useFormatters();
  return [
    {
      key: 'order',
      header: t('offers:admin.columns.order'),
      render: (b) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {b.order?.order_number ?? '—'}
          </Text>
          <Text size="xs" c="dimmed">
            {b.order ? [b.order.from_city, b.order.to_city].filter(Boolean).join(' → ') : ''}
          </Text>
        </Stack>
      ),
    },
    { key: 'company', header: t('offers:admin.columns.company'), render: (b) => <CarrierRecord bid={b} /> },
    {
      key: 'amount',
      header: t('offers:admin.columns.amount'),
      sortKey: 'amount',
      align: 'right',
      noWrap: true,
      render: (b) => <BidPay facts={b.facts} amount={b.amount} />,
    },
    {
      key: 'offer',
      header: t('offers:admin.columns.offerPrice'),
      align: 'right',
      noWrap: true,
      render: (b) => <BidVersusOffer facts={b.facts} />,
    },
    {
      key: 'margin',
      header: t('offers:admin.columns.margin'),
      align: 'right',
      noWrap: true,
      render: (b) => <BidMargin facts={b.facts} />,
    },
    { key: 'eta', header: t('offers:admin.columns.eta'), sortKey: 'eta', noWrap: true, render: (b) => date(b.eta) },
    {
      key: 'created',
      header: t('offers:admin.columns.placed'),
      sortKey: 'created_at',
      noWrap: true,
      render: (b) => date(b.created_at),
    },
    {
      key: 'status',
      card: 'aside',
      header: t('offers:admin.columns.status'),
      sortKey: 'status',
      render: (b) => (
        <Badge color={STATUS_COLORS[b.status]} variant="light">
          {t(`offers:bidStatus.${BID_STATUS_KEYS[b.status]}`)}
        </Badge>
      ),
    },
    { key: 'actions', header: t('offers:admin.columns.actions'), render: (b) => <Actions bid={b} /> },
  ];
};

/** The admin console's bids: pending first, with Accept and Decline. */
export const AdminBidsList = () => {
  const { t } = useTranslation();
  const { params, setParams } = useListSearchParams(DEFAULTS, OPTIONS);
  const query = useAdminBids({
    order_by: params.orderedBy,
    order_direction: params.asc === 1 ? 'asc' : 'desc',
    page: params.page,
    status: params.status || undefined,
  });
  const columns = useColumns();
  const list = useListQuery(query, {
    sort: { by: params.orderedBy, asc: params.asc },
    onSortChange: (by, asc) => setParams({ orderedBy: by as AdminBidsSort, asc }),
    onPageChange: (page) => setParams({ page }),
  });
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('offers:admin.filter')}
        value={String(params.status)}
        onChange={(value) => setParams({ status: Number(value) })}
        data={[
          { value: '0', label: t('offers:admin.all') },
          { value: '1', label: t('offers:bidStatus.pending') },
          { value: '2', label: t('offers:bidStatus.accepted') },
          { value: '3', label: t('offers:bidStatus.declined') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <DataTable<AdminBidRow>
        {...list}
        label={t('offers:admin.title')}
        columns={columns}
        getRowKey={(b) => b.id}
        empty={
          <Text ta="center" c="dimmed">
            {t('offers:admin.empty')}
          </Text>
        }
        minWidth={1100}
      />
    </Stack>
  );
};
