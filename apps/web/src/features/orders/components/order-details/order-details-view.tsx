import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@routier/domain';
import { SheetContacts, SheetPlaces, SheetRouteMap } from '../../../../components/order-sheet';
import { OrderStatusBadge } from '../../../../components/status-badge';
import { useFormatters } from '../../../../components/data-table/use-formatters';
import { ShowMoreText } from '../show-more-text';
import { CancelOrderButton } from './cancel-order-button';
import { OrderCancellation } from './order-cancellation';
import { OrderCarrier } from './order-carrier';
import { OrderCars } from './order-cars';
import { OrderFacts } from './order-facts';
import { OrderPrice } from './order-price';
import { OrderTracking } from './order-tracking';
import { RejectionNotice } from './rejection-notice';
import { ReleaseFormSummary } from './release-form-summary';

/** Every section of the order page that has data. */
export const OrderDetailsView = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('order-page:details.title', { number: order.order_number })}
          </Title>
          <Group gap="sm">
            <OrderStatusBadge status={order.status} isRejected={order.is_rejected} />
            {order.dealer_price_tva !== null && (
              <Text size="sm" fw={600}>
                {t('order-page:details.totalWithTax', { amount: f.money(order.dealer_price_tva) })}
              </Text>
            )}
          </Group>
        </Stack>
        <CancelOrderButton order={order} />
      </Group>
      <RejectionNotice order={order} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SheetRouteMap
          order={order}
          title={(from, to) => t('order-page:details.mapTitle', { from, to })}
          carLabel={(number) => t('order-page:details.carOnTheRoad', { number })}
        />
        <SheetPlaces order={order} id="order-route" />
      </SimpleGrid>
      <OrderCancellation order={order} />
      <OrderFacts order={order} />
      <OrderCarrier order={order} />
      <OrderCars order={order} />
      <OrderTracking order={order} />
      <SheetContacts contacts={order.contact_details} id="order-contacts" notes={(notes) => <ShowMoreText text={notes} />} />
      <ReleaseFormSummary order={order} />
      <OrderPrice order={order} />
    </Stack>
  );
};
