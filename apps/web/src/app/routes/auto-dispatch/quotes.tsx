import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { OrderStatus, orderRouteRedirect, QUOTE_SORT_FIELDS, type QuotePrice, type QuoteSortField } from '@routier/domain';
import { ListError } from '../../../components/data-table/list-error';
import { useIsPhone, type SortState } from '../../../components/data-table';
import { notifyOnce } from '../../../components/feedback';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAcceptQuote, useQuotes } from '../../../features/auto-dispatch/api/get-quotes';
import { QuotesTable } from '../../../features/auto-dispatch/components/quotes-table';
import { QuotesSort } from '../../../features/auto-dispatch/components/quotes-sort';
import { useOrder } from '../../../features/orders/api/get-order';
import { useLiveEvent } from '../../../lib/live/live-events';

const REFRESH_MS = 30_000;

// only an order whose quote request was never sent needs the form: it loads with that case
const QuoteRequest = lazy(() =>
  import('../../../features/pricing/components/quote-request').then((m) => ({ default: m.QuoteRequest })),
);

const sortOf = (params: URLSearchParams): SortState => {
  const field = params.get('sortField');
  return {
    by: (QUOTE_SORT_FIELDS as readonly string[]).includes(field ?? '') ? (field as string) : 'dealer_price',
    direction: params.get('sortOrder') === 'desc' ? 'desc' : 'asc',
  };
};

/**
 * /auto-dispatch/quotes/{orderId}: the customer's quotes, sortable; accepting one leads to notes and payment. A
 * quote arriving is a live event: the list follows at once. An auto-dispatch draft whose quote request is not
 * sent yet asks for it here (docs/decisions/045).
 */
export const AutoDispatchQuotesPage = () => {
  const { t } = useTranslation('auto-dispatch');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const sort = sortOf(params);
  const quotes = useQuotes(id, { field: sort.by as QuoteSortField, order: sort.direction });
  const full = useOrder(Number.isInteger(id) && id > 0 ? id : null);
  const accept = useAcceptQuote();
  const [accepting, setAccepting] = useState<number | null>(null);
  const [now, setNow] = useState(() => new Date());
  const order = quotes.data?.order;
  const phone = useIsPhone();
  const handleSort = (next: SortState) => setParams({ sortField: next.by, sortOrder: next.direction }, { replace: true });
  usePageTitle(t('quotes.pageTitle', { number: order?.order_number ?? '' }));

  const pending = order?.status === OrderStatus.AutoDispatchPending;
  const accepted = quotes.data?.data.find((q) => q.is_accepted) ?? null;
  const { refetch } = quotes;
  const { refetch: refetchOrder } = full;
  // a quote received (or the order changed): refetch at once
  useLiveEvent('order', (event) => {
    if (event.orderId !== id) return;
    setNow(new Date());
    void refetch();
    void refetchOrder();
  });
  // quotes arrive while the customer waits: refresh the list and the expiry texts
  useEffect(() => {
    if (!pending || accepted) return;
    const timer = window.setInterval(() => {
      setNow(new Date());
      void refetch();
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [pending, accepted, refetch]);

  const status = quotes.error instanceof ApiError ? quotes.error.status : null;
  // spec §8: loading quotes fails → the order page
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.myOrders} replace />;
  if (status !== null && status > 0 && status < 500) return <Navigate to={paths.orderDetails(id)} replace />;
  const redirect = full.data ? orderRouteRedirect('quotes', full.data) : null;
  if (redirect) return <Navigate to={redirect} replace />;
  const unrequested = full.data?.status === OrderStatus.Draft;

  const handleAccept = (quote: QuotePrice) => {
    setAccepting(quote.id);
    accept.mutate(quote.id, {
      onSuccess: () => void navigate(paths.autoDispatchDetails(id)),
      onError: (error) => {
        setAccepting(null);
        const expired = error instanceof ApiError && error.message === 'quote.already_expired';
        notifyOnce({
          color: 'red',
          title: t('common:error'),
          message: expired ? t('validation:quoteExpired') : t('quotes.acceptFailed'),
        });
      },
    });
  };

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('quotes.title', { number: order?.order_number ?? '' })}
        </Title>
        {unrequested && full.data ? (
          <Stack gap="md" data-testid="quotes-unrequested">
            <Alert color="blue">{t('quotes.notRequested')}</Alert>
            <Suspense fallback={<Loader size="sm" aria-label={t('quotes.notRequested')} />}>
              <QuoteRequest
                orderId={id}
                method={full.data.shipping_method}
                minDelivery={full.data.min_delivery ?? ''}
                onCancel={() => void navigate(paths.myOrders)}
                onSent={() => {
                  void refetchOrder();
                  void refetch();
                }}
              />
            </Suspense>
          </Stack>
        ) : (
          <Text c="dimmed">{t('quotes.intro')}</Text>
        )}
        {accepted && pending && (
          <Alert color="teal">
            <Group justify="space-between" gap="sm">
              <Text>{t('quotes.state.offer_accepted')}</Text>
              <Button component={Link} to={paths.autoDispatchDetails(id)} mih={44} data-testid="quotes-continue">
                {t('quotes.continue')}
              </Button>
            </Group>
          </Alert>
        )}
        {!unrequested && (
          <>
            {phone && <QuotesSort sort={sort} onChange={handleSort} />}
            <QuotesTable
              quotes={quotes.data?.data}
              loading={quotes.isPending}
              error={quotes.isError && !quotes.data ? <ListError onRetry={() => void quotes.refetch()} /> : undefined}
              sort={sort}
              onSortChange={handleSort}
              canAccept={pending && !accepted}
              accepting={accepting}
              onAccept={handleAccept}
              now={now}
            />
            <Text size="sm" c="dimmed">
              {t('quotes.taxesNote')}
            </Text>
          </>
        )}
      </Stack>
    </Container>
  );
};
