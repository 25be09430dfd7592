import { useEffect } from 'react';
import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ListError } from '../../../components/data-table/list-error';
import { LoadingScreen } from '../../../components/layouts/loading-screen';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useOrder } from '../../../features/orders/api/get-order';
import { useLiveOrder } from '../../../features/orders/hooks/use-live-order';
import { OrderDetailsView } from '../../../features/orders/components/order-details/order-details-view';
import { orderPageRedirect } from '../../../features/orders/components/order-details/order-redirect';
import { OrderLogSection } from '../../../features/order-log/components/order-log-section';
import { CompleteOrderButton } from '../../../features/order-requests/components/complete-order-button';
import { OrderRatingPanel } from '../../../features/reviews/components/order-rating-panel';
import { useMarkOrderReadOnOpen } from '../../../features/notifications/hooks/use-mark-order-read';

/** /my-orders/:id: one of the customer's orders (customer-side §2, order details). */
export const OrderDetailsPage = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const order = useOrder(id);
  // opening the order reads its notifications (decision 033)
  useMarkOrderReadOnOpen(id, order.isSuccess);
  useLiveOrder(id);
  usePageTitle(
    order.data ? t('order-page:details.title', { number: order.data.order_number }) : t('order-page:details.pageTitle'),
  );
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);

  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.myOrders} replace />;
  if (order.error instanceof ApiError && order.error.status === 403) return <Navigate to={paths.myOrders} replace />;
  if (order.error instanceof ApiError && order.error.status === 404) return <Navigate to={paths.notFound} replace />;
  if (order.isPending) return <LoadingScreen />;
  if (order.isError) {
    return (
      <Container size="xl" py="xl">
        <ListError onRetry={() => void order.refetch()} />
      </Container>
    );
  }
  const redirect = orderPageRedirect(order.data);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <CompleteOrderButton orderId={order.data.id} status={order.data.status} />
        <OrderRatingPanel key={order.data.id} order={order.data} />
        <OrderDetailsView order={order.data} />
        <OrderLogSection orderId={order.data.id} />
      </Stack>
    </Container>
  );
};
