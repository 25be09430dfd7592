import { Card, Divider, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  businessDaysUntil,
  businessToday,
  SHIPPING_METHOD_KEYS,
  type CarrierOrderDetail,
  type ShippingMethod,
} from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../components/data-table';

const Fact = ({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) => (
  <div>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text fw={600} data-testid={testId}>
      {value}
    </Text>
  </div>
);

const today = () => businessToday();

/** Method, order number, cars, ETA in business days, dates; the price, fuel fee and total. */
export const OfferFacts = ({ offer }: { offer: CarrierOrderDetail }) => {
  const { t } = useTranslation();
  const { date, money } = useFormatters();
  const eta = businessDaysUntil(offer.due_date, today());
  const method = offer.shipping_method
    ? t(`offers:methods.${SHIPPING_METHOD_KEYS[offer.shipping_method as ShippingMethod]}`)
    : '—';
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder radius="md" h="100%">
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
            <Fact label={t('offers:detail.orderNumber')} value={offer.order_number} />
            <Fact label={t('offers:detail.method')} value={method} testId="offer-method" />
            <Fact label={t('offers:detail.cars')} value={offer.cars_amount} />
            <Fact label={t('offers:detail.availableFrom')} value={date(offer.start_at)} />
            <Fact label={t('offers:detail.dueDate')} value={date(offer.due_date)} />
            <Fact
              label={t('offers:detail.eta')}
              value={eta === null ? '—' : t('offers:detail.businessDays', { count: eta })}
              testId="offer-eta"
            />
          </SimpleGrid>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder radius="md" h="100%">
          <Title order={2} size="h4" mb="sm">
            {t('offers:detail.pay')}
          </Title>
          <Stack gap={6}>
            <Group justify="space-between">
              <Text>{t('offers:detail.price')}</Text>
              <Text>{money(offer.initial_tc_price)}</Text>
            </Group>
            <Group justify="space-between">
              <Text>{t('offers:detail.fuelFee')}</Text>
              <Text>{money(offer.fuel_fee)}</Text>
            </Group>
            <Divider />
            <Group justify="space-between">
              <Text fw={700}>{t('offers:detail.total')}</Text>
              <Text fw={700} data-testid="offer-total">
                {money(offer.tc_price_with_fuel_fee)}
              </Text>
            </Group>
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
};
