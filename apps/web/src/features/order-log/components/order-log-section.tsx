import { lazy, Suspense } from 'react';
import { Loader, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// The chat and its form load after the page: the order page's first download stays small.
const OrderLogChat = lazy(() => import('./order-log-chat').then((m) => ({ default: m.OrderLogChat })));

/** The order page's "Order log" block: the chat with our team. */
export const OrderLogSection = ({ orderId, title }: { orderId: number; title?: string }) => {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="order-log-title">
      <Title order={2} size="h4" id="order-log-title">
        {title ?? t('order-requests:chat.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('order-requests:chat.intro')}
      </Text>
      <Suspense fallback={<Loader size="sm" aria-label={t('common:loading')} />}>
        <OrderLogChat orderId={orderId} />
      </Suspense>
    </Paper>
  );
};
