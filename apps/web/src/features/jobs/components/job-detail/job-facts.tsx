import { Badge, Divider, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SHIPPING_METHOD_KEYS, type CarrierOrderDetail } from '@routier/domain';
import { useFormatters } from '../../../../components/data-table/use-formatters';
import { Fact, SheetSection } from '../../../../components/order-sheet';

const Flag = ({ color, children }: { color: string; children: React.ReactNode }) => (
  <Badge size="sm" variant="outline" color={`${color}.9`} style={{ textTransform: 'none' }}>
    {children}
  </Badge>
);

/** Order number, dates, method with its flags, cars, and what the carrier earns. */
export const JobFacts = ({ order }: { order: CarrierOrderDetail }) => {
  const { t } = useTranslation();
  const f = useFormatters();
  const method = order.shipping_method ? t(`order-page:method.${SHIPPING_METHOD_KEYS[order.shipping_method]}`) : '—';
  return (
    <SheetSection title={t('job-page:facts.title')} id="job-summary">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="md">
        <Fact label={t('job-page:facts.orderNumber')}>{order.order_number}</Fact>
        <Fact label={t('job-page:facts.orderDate')}>{f.date(order.created_at)}</Fact>
        <Fact label={t('job-page:facts.availableFrom')}>{f.date(order.start_at)}</Fact>
        <Fact label={t('job-page:facts.dueDate')}>{f.date(order.due_date)}</Fact>
        <Fact label={t('job-page:facts.completedDate')}>{f.date(order.completed_at)}</Fact>
        <Fact label={t('job-page:facts.method')}>
          <Group gap={6}>
            <span>{method}</span>
            {order.is_express && <Flag color="orange">{t('order-page:details.express')}</Flag>}
            {order.is_enclosed && <Flag color="blue">{t('order-page:details.enclosed')}</Flag>}
            {order.is_antique && <Flag color="grape">{t('order-page:details.exotic')}</Flag>}
          </Group>
        </Fact>
        <Fact label={t('job-page:facts.cars')}>{f.number(order.cars_amount)}</Fact>
        <Fact label={t('job-page:facts.acceptedDate')}>{f.date(order.accepted_by_tc_at)}</Fact>
      </SimpleGrid>
      <Divider my="md" />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Fact label={t('job-page:facts.initialPrice')}>{f.money(order.initial_tc_price)}</Fact>
        <Fact label={t('job-page:facts.fuelFee')}>{f.money(order.fuel_fee)}</Fact>
        <Fact label={t('job-page:facts.bonus', { percent: f.number(order.performance_bonus_percentage) })}>
          <span title={t('job-page:facts.bonusHint')}>{f.money(order.performance_bonus)}</span>
        </Fact>
        <Fact label={t('job-page:facts.total')}>
          <Text fw={700} size="sm">
            {f.money(order.price)}
          </Text>
        </Fact>
      </SimpleGrid>
    </SheetSection>
  );
};
