import { useEffect } from 'react';
import { Alert, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ListError } from '../../../components/data-table/list-error';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { ApiError } from '../../../lib/api-client';
import { useGuestTracking } from '../../../features/orders/api/get-guest-tracking';
import { GuestTrackingView } from '../../../features/orders/components/guest-tracking/guest-tracking-view';

/** The page's state while the order loads: its outline, so nothing moves when it arrives. */
const Loading = () => (
  <Stack gap="md" data-testid="tracking-loading">
    <Skeleton h={36} w="60%" radius="sm" />
    <Skeleton h={280} radius="md" />
    <Skeleton h={120} radius="md" />
  </Stack>
);

/**
 * /track/:id?hash=…: a guest's order, read-only, for whoever holds the link of the confirmation e-mail (or the
 * guest's own token). A wrong link says only that it opens no order.
 */
export const TrackOrderPage = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const hash = params.get('hash') ?? '';
  const query = useGuestTracking(id, hash);
  const invalid = !Number.isInteger(id) || id <= 0 || hash === '';
  const notFound = invalid || (query.error instanceof ApiError && query.error.status === 404);
  usePageTitle(
    query.data
      ? t('order-page:guestTracking.titleOf', { number: query.data.order_number })
      : t('order-page:guestTracking.pageTitle'),
  );
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);

  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      {notFound ? (
        <Stack gap="md" maw={560}>
          <Title order={1} size="h2">
            {t('order-page:guestTracking.pageTitle')}
          </Title>
          <Alert color="orange" title={t('order-page:guestTracking.notFoundTitle')} data-testid="tracking-not-found">
            <Text size="sm">{t('order-page:guestTracking.notFound')}</Text>
          </Alert>
        </Stack>
      ) : query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('order-page:guestTracking.pageTitle')}
          </Title>
          <ListError onRetry={() => void query.refetch()} />
        </Stack>
      ) : (
        <GuestTrackingView order={query.data} />
      )}
    </Container>
  );
};
