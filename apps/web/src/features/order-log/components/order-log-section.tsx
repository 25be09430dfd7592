import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrderLogChat } from './order-log-chat';

/** The order page's "Order log" block: the chat with our team. */
export const OrderLogSection = ({ orderId }: { orderId: number }) => {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="order-log-title">
      <Title order={2} size="h4" id="order-log-title">
        {t('order-requests:chat.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('order-requests:chat.intro')}
      </Text>
      <OrderLogChat orderId={orderId} />
    </Paper>
  );
};
