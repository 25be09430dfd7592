import { lazy, Suspense, useState } from 'react';
import { Container, Drawer, Loader, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AdminOrderRequestRow, OrderLogThread } from '@routier/domain';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { AdminFuelClaimsList } from '../../../features/order-requests/components/admin-fuel-claims-list';
import { AdminRequestsList } from '../../../features/order-requests/components/admin-requests-list';

/** The tabs of /admin/requests, kept in the URL (?tab=fuel-claims) so a notification can open one. */
const TABS = ['requests', 'fuel-claims'] as const;
type RequestsTab = (typeof TABS)[number];

const OrderLogChat = lazy(() =>
  import('../../../features/order-log/components/order-log-chat').then((m) => ({ default: m.OrderLogChat })),
);

/**
 * /admin/requests: carriers' cancellation and customers' completion requests, with the order's chat to
 * answer; and the fuel-fee claims (?tab=fuel-claims), decided with the receipt in front of the admin.
 */
export const AdminRequestsPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('order-requests:admin.title'));
  const [chat, setChat] = useState<AdminOrderRequestRow | null>(null);
  const [thread, setThread] = useState<OrderLogThread>('customer');
  const [params, setParams] = useSearchParams();
  const tab: RequestsTab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as RequestsTab)
    : 'requests';
  const handleTab = (value: string | null) => setParams(value === 'fuel-claims' ? { tab: 'fuel-claims' } : {}, { replace: true });

  const handleOpenChat = (row: AdminOrderRequestRow) => {
    setThread(row.type === 'cancel' ? 'carrier' : 'customer');
    setChat(row);
  };

  return (
    <Container size="md" py="md">
      <Title order={1} size="h2">
        {t('order-requests:admin.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('order-requests:admin.subtitle')}
      </Text>
      <Tabs value={tab} onChange={handleTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="requests">{t('order-requests:admin.requestsTab')}</Tabs.Tab>
          <Tabs.Tab value="fuel-claims">{t('order-requests:fuel.tab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="requests">
          <AdminRequestsList onOpenChat={handleOpenChat} />
        </Tabs.Panel>
        <Tabs.Panel value="fuel-claims">
          <AdminFuelClaimsList />
        </Tabs.Panel>
      </Tabs>
      <Drawer
        opened={chat !== null}
        onClose={() => setChat(null)}
        position="right"
        size="lg"
        closeButtonProps={{ 'aria-label': t('order-requests:close') }}
        title={chat ? t('order-requests:admin.chatTitle', { number: chat.order_number }) : ''}
      >
        {chat && (
          <Suspense fallback={<Loader size="sm" aria-label={t('common:loading')} />}>
            <Tabs value={thread} onChange={(v) => setThread((v as OrderLogThread | null) ?? 'customer')} keepMounted={false}>
              <Tabs.List mb="sm">
                <Tabs.Tab value="customer">{t('order-requests:admin.customerThread')}</Tabs.Tab>
                <Tabs.Tab value="carrier">{t('order-requests:admin.carrierThread')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="customer">
                <OrderLogChat orderId={chat.order_id} thread="customer" />
              </Tabs.Panel>
              <Tabs.Panel value="carrier">
                <OrderLogChat orderId={chat.order_id} thread="carrier" />
              </Tabs.Panel>
            </Tabs>
          </Suspense>
        )}
      </Drawer>
    </Container>
  );
};
