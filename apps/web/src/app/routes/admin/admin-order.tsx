import { lazy, Suspense } from 'react';
import { Alert, Anchor, Button, Container, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ListError } from '../../../components/data-table/list-error';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAdminOrder } from '../../../features/admin-orders/api/get-admin-order';
import { orderLogKeys } from '../../../features/order-log/api/order-log';
import { useMarkChatsRead } from '../../../features/admin-orders/api/admin-order-reports';
import { AdminOrderAudit } from '../../../features/admin-orders/components/admin-order-audit';
import { AdminOrderHistory } from '../../../features/admin-orders/components/admin-order-history';
import { AdminOrderSummary } from '../../../features/admin-orders/components/admin-order-summary';
import type { AdminOrderDetail } from '@routier/domain';

/** An order an operator created for a customer and has not sent yet (its audit says so): his to go on preparing. */
const beingPrepared = (order: AdminOrderDetail) =>
  order.audit.some((a) => a.action === 'order_create_for_customer') &&
  !order.audit.some((a) => a.action === 'order_send_to_customer');

// the actions and the money load beside the page's facts: their forms and dialogs are most of the page's code
const AdminOrderActions = lazy(() =>
  import('../../../features/admin-order-actions/components/admin-order-actions').then((m) => ({
    default: m.AdminOrderActions,
  })),
);
const AdminOrderMoney = lazy(() =>
  import('../../../features/admin-money/components/admin-order-money').then((m) => ({ default: m.AdminOrderMoney })),
);

const AdminOrderReports = lazy(() =>
  import('../../../features/admin-orders/components/admin-order-reports').then((m) => ({ default: m.AdminOrderReports })),
);

const OrderLogChat = lazy(() =>
  import('../../../features/order-log/components/order-log-chat').then((m) => ({ default: m.OrderLogChat })),
);

/** One of the order's two chat threads, which the operator reads and answers. */
const Thread = ({
  orderId,
  thread,
  title,
  closed,
}: {
  orderId: number;
  thread: 'customer' | 'carrier';
  title: string;
  /** why there is no thread yet (no carrier holds the job) */
  closed?: string;
}) => {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {closed ? (
        <Text size="sm" c="dimmed">
          {closed}
        </Text>
      ) : (
        <Suspense fallback={<Loader size="sm" aria-label={t('common:loading')} />}>
          <OrderLogChat orderId={orderId} thread={thread} />
        </Suspense>
      )}
    </Paper>
  );
};

/** /admin/orders/:id: the order for the operator, with the customer's and the carrier's chats side by side. */
export const AdminOrderPage = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const client = useQueryClient();
  const valid = Number.isInteger(id) && id > 0;
  const order = useAdminOrder(valid ? id : 0);
  usePageTitle(order.data ? t('admin:orders.pageTitle', { number: order.data.order_number }) : t('admin:orders.title'));
  const missing = !valid || (order.error instanceof ApiError && order.error.status === 404);
  // opening the page opens both threads: their messages no longer make the order need attention
  useMarkChatsRead(id, order.isSuccess);
  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Anchor component={Link} to={paths.adminOrders} size="sm">
          ← {t('admin:orders.title')}
        </Anchor>
        <Title order={1} size="h2">
          {order.data ? t('admin:orders.pageTitle', { number: order.data.order_number }) : t('admin:orders.title')}
        </Title>
        {missing ? (
          <Text>{t('admin:orders.notFound')}</Text>
        ) : order.isError ? (
          <ListError onRetry={() => void order.refetch()} />
        ) : !order.data ? (
          <Loader aria-label={t('common:loading')} />
        ) : (
          <>
            {beingPrepared(order.data) && (
              <Alert color="blue" title={t('admin:orderForCustomer.beingPrepared')}>
                <Button component={Link} to={paths.adminOrderForCustomer(id)} mt="xs">
                  {t('admin:orderForCustomer.continue')}
                </Button>
              </Alert>
            )}
            <AdminOrderSummary order={order.data} />
            <Suspense fallback={<Loader size="sm" aria-label={t('common:loading')} />}>
              <AdminOrderActions orderId={id} />
            </Suspense>
            <Suspense fallback={<Loader size="sm" aria-label={t('common:loading')} />}>
              <AdminOrderReports orderId={id} onResolved={() => void client.invalidateQueries({ queryKey: orderLogKeys.all })} />
            </Suspense>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <Thread orderId={id} thread="customer" title={t('admin:orders.customerChat')} />
              <Thread
                orderId={id}
                thread="carrier"
                title={t('admin:orders.carrierChat')}
                closed={order.data.carrier_name === null ? t('admin:orders.noCarrierChat') : undefined}
              />
            </SimpleGrid>
            <Suspense fallback={<Loader size="sm" aria-label={t('common:loading')} />}>
              <AdminOrderMoney orderId={id} />
            </Suspense>
            <AdminOrderAudit entries={order.data.audit} />
            <AdminOrderHistory history={order.data.history} />
          </>
        )}
      </Stack>
    </Container>
  );
};
