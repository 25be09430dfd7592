import { Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OfferPlace, QuoteRequestRow } from '@routier/domain';
import { DataTable, ListError, useFormatters, type DataTableColumn } from '../../../components/data-table';
import { useQuoteRequests } from '../api/get-quote-requests';
import { methodKey } from './request-summary';

const placeText = (p: OfferPlace) => [p.city, p.province].filter(Boolean).join(', ') || '—';

/** The open requests a carrier can answer, with links to quote or decline each. */
export const QuoteRequestsList = ({ links }: { links: { submit: (id: number) => string; decline: (id: number) => string } }) => {
  const { t } = useTranslation('auto-dispatch');
  const { date } = useFormatters();
  const requests = useQuoteRequests();
  const columns: DataTableColumn<QuoteRequestRow>[] = [
    {
      key: 'order',
      header: t('requests.order'),
      card: 'title',
      render: (r) => (
        <Text span fw={600} style={{ whiteSpace: 'nowrap' }}>
          {r.order_number}
        </Text>
      ),
    },
    { key: 'route', header: t('requests.route'), render: (r) => `${placeText(r.from)} → ${placeText(r.to)}` },
    { key: 'cars', header: t('requests.cars'), render: (r) => r.cars_amount },
    { key: 'start', header: t('requests.startDate'), noWrap: true, render: (r) => date(r.start_date) },
    {
      key: 'needed',
      header: t('requests.neededBy'),
      noWrap: true,
      render: (r) => (r.needed_by_date ? date(r.needed_by_date) : t('request.flexible')),
    },
    {
      key: 'method',
      header: t('request.method'),
      render: (r) => (r.shipping_method ? t(`methods.${methodKey(r.shipping_method)}`) : t('request.anyMethod')),
    },
    {
      key: 'actions',
      header: '',
      card: 'aside',
      render: (r) =>
        r.quoted ? (
          <Badge color="teal" variant="light">
            {t('requests.quoted')}
          </Badge>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} to={links.submit(r.id)} size="sm" mih={44} data-testid="request-quote">
              {t('requests.quote')}
            </Button>
            <Button component={Link} to={links.decline(r.id)} size="sm" mih={44} variant="default">
              {t('requests.decline')}
            </Button>
          </Group>
        ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={requests.data?.data}
      getRowKey={(r) => r.id}
      label={t('requests.title')}
      loading={requests.isPending}
      error={requests.isError ? <ListError onRetry={() => void requests.refetch()} /> : undefined}
      empty={
        <Text ta="center" c="dimmed">
          {t('requests.empty')}
        </Text>
      }
      minWidth={860}
    />
  );
};
