import { Badge, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { expiryText, quoteDisplayState, quoteOrderType, type QuotePrice } from '@routier/domain';
import { DataTable, useFormatters, type DataTableColumn, type SortState } from '../../../components/data-table';
import { methodKey } from './request-summary';

type Props = {
  quotes: QuotePrice[] | undefined;
  loading: boolean;
  error?: React.ReactNode;
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  /** the order still takes an acceptance (auto dispatch pending, none accepted) */
  canAccept: boolean;
  accepting: number | null;
  onAccept: (quote: QuotePrice) => void;
  now: Date;
};

/** A date, or a range "from – to". */
const useDays = () => {
  const { date } = useFormatters();
  return (day: string | null, from: string | null, to: string | null) =>
    day ? date(day) : from ? `${date(from)} – ${date(to)}` : '—';
};

/** Spec §2 quotes table: rating and preferred marker, method and order type, dates, price, validity, notes, action. */
export const QuotesTable = ({ quotes, loading, error, sort, onSortChange, canAccept, accepting, onAccept, now }: Props) => {
  const { t } = useTranslation('auto-dispatch');
  const { money, date, dateTime } = useFormatters();
  const days = useDays();
  const expiry = (q: QuotePrice) => {
    const e = expiryText(q.available_till, now);
    return e.kind === 'hours' ? t('quotes.expiry.hours', { count: e.hours }) : t(`quotes.expiry.${e.kind}`);
  };
  const columns: DataTableColumn<QuotePrice>[] = [
    {
      key: 'price',
      header: t('quotes.price'),
      sortKey: 'dealer_price',
      card: 'title',
      noWrap: true,
      render: (q) => (
        <Text fw={700} span data-testid="quote-price-cell">
          {money(q.dealer_price)}
        </Text>
      ),
    },
    {
      key: 'rating',
      header: t('quotes.rating'),
      sortKey: 'rating',
      render: (q) => (
        <Stack gap={2} align="flex-start">
          <Text span>{q.rating === null ? t('quotes.notRated') : t('quotes.ratingValue', { value: q.rating })}</Text>
          {q.is_preferred && (
            <Badge color="teal" variant="light" data-testid="quote-preferred">
              {t('quotes.preferred')}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      key: 'method',
      header: t('quotes.method'),
      render: (q) => (
        <Stack gap={2}>
          <Text span>{t(`methods.${methodKey(q.shipping_method)}`)}</Text>
          <Text span size="sm" c="dimmed">
            {t(`quotes.orderType.${quoteOrderType(q)}`)}
          </Text>
        </Stack>
      ),
    },
    { key: 'needed', header: t('quotes.neededBy'), noWrap: true, render: (q) => date(q.needed_by_date) },
    {
      key: 'pickup',
      header: t('quotes.pickup'),
      sortKey: 'pickup_date',
      render: (q) => days(q.pickup_date, q.pickup_from, q.pickup_to),
    },
    {
      key: 'dropoff',
      header: t('quotes.dropoff'),
      sortKey: 'dropoff_date',
      render: (q) => days(q.dropoff_date, q.dropoff_from, q.dropoff_to),
    },
    {
      key: 'valid',
      header: t('quotes.validUntil'),
      sortKey: 'available_till',
      render: (q) => (
        <Stack gap={2}>
          <Text span>{q.available_till ? dateTime(q.available_till) : '—'}</Text>
          <Text span size="sm" c="dimmed">
            {expiry(q)}
          </Text>
        </Stack>
      ),
    },
    { key: 'notes', header: t('quotes.notes'), render: (q) => q.notes ?? '—' },
    {
      key: 'action',
      header: '',
      card: 'aside',
      render: (q) => {
        const state = quoteDisplayState(q, now);
        if (state !== 'accept_offer' || !canAccept)
          return (
            <Badge color={state === 'offer_accepted' ? 'teal' : 'gray'} variant="light" data-testid="quote-state">
              {t(`quotes.state.${state === 'accept_offer' ? 'offer_expired' : state}`)}
            </Badge>
          );
        return (
          <Button
            size="sm"
            mih={44}
            loading={accepting === q.id}
            disabled={accepting !== null && accepting !== q.id}
            onClick={() => onAccept(q)}
            data-testid="quote-accept"
          >
            {t('quotes.state.accept_offer')}
          </Button>
        );
      },
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={quotes}
      getRowKey={(q) => q.id}
      label={t('quotes.intro')}
      loading={loading}
      error={error}
      sort={{ by: sort.by, direction: sort.direction }}
      onSortChange={onSortChange}
      empty={
        <Text ta="center" c="dimmed" data-testid="quotes-empty">
          {t('quotes.empty')}
        </Text>
      }
      minWidth={960}
    />
  );
};
