import { Badge, Group, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { orderDeliveryDate, SHIPPING_METHOD_KEYS, type OrderDetail } from '@routier/domain';
import { useFormatters } from '../../../../components/data-table/use-formatters';
import { Fact, SheetSection } from '../../../../components/order-sheet';

/** Dates (the expected delivery until there is a due date), method (with enclosed and exotic markers), distance and car count. */
export const OrderFacts = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation();
  const f = useFormatters();
  // until a carrier sets the due date, the date the quoted business days give (decision 055)
  const delivery = orderDeliveryDate(order);
  const method = order.shipping_method ? t(`order-page:method.${SHIPPING_METHOD_KEYS[order.shipping_method]}`) : '—';
  return (
    <SheetSection title={t('order-page:details.summary')} id="order-summary">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="md">
        <Fact label={t('order-page:details.orderDate')}>{f.date(order.created_at)}</Fact>
        <Fact label={t('order-page:details.startDate')}>{f.date(order.start_at)}</Fact>
        <Fact label={t(delivery?.estimated ? 'order-page:details.expectedDeliveryDate' : 'order-page:details.deliveryDate')}>
          {f.date(delivery?.date)}
        </Fact>
        <Fact label={t('order-page:details.completedDate')}>{f.date(order.completed_at)}</Fact>
        <Fact label={t('order-page:details.method')}>
          <Group gap={6}>
            <span>{method}</span>
            {order.is_enclosed && (
              <Badge size="sm" variant="outline" style={{ textTransform: 'none' }}>
                {t('order-page:details.enclosed')}
              </Badge>
            )}
            {order.is_antique && (
              <Badge size="sm" variant="outline" color="grape" style={{ textTransform: 'none' }}>
                {t('order-page:details.exotic')}
              </Badge>
            )}
            {order.is_express && (
              <Badge size="sm" variant="outline" color="orange" style={{ textTransform: 'none' }}>
                {t('order-page:details.express')}
              </Badge>
            )}
          </Group>
        </Fact>
        <Fact label={t('order-page:details.distance')}>
          {order.distance === null ? '—' : t('order-page:details.km', { distance: f.number(order.distance) })}
        </Fact>
        <Fact label={t('order-page:details.carCount')}>{f.number(order.cars_amount)}</Fact>
        <Fact label={t('order-page:details.orderNumber')}>{order.order_number}</Fact>
      </SimpleGrid>
    </SheetSection>
  );
};
