import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@routier/domain';
import { useFormatters } from '../../../../components/data-table/use-formatters';
import { SheetSection } from '../../../../components/order-sheet';

const Line = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <Group justify="space-between" wrap="nowrap" gap="md">
    <Text size="sm" fw={strong ? 700 : undefined}>
      {label}
    </Text>
    <Text size="sm" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
      {value}
    </Text>
  </Group>
);

/** Price, discount, coupon, fuel fee, each tax line with its rate, and the total. */
export const OrderPrice = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation();
  const f = useFormatters();
  if (order.dealer_price === null) return null;
  return (
    <SheetSection title={t('order-page:details.price')} id="order-price">
      <Stack gap={6} maw={480}>
        <Line label={t('order-page:details.transportPrice')} value={f.money(order.dealer_price)} />
        {order.discount !== null && order.discount > 0 && (
          <Line
            label={t('order-page:details.discount')}
            value={t('order-page:details.percent', { value: f.number(order.discount) })}
          />
        )}
        {order.applied_coupon && (
          <Line label={t('order-page:details.coupon')} value={`−${f.money(order.applied_coupon.amount)}`} />
        )}
        {order.fuel_fee > 0 && <Line label={t('order-page:details.fuelFee')} value={f.money(order.fuel_fee)} />}
        {order.tax_lines.map((line) => (
          <Line
            key={line.kind}
            label={t('order-page:details.taxLine', { kind: t(`common:taxes.${line.kind}`), percent: f.number(line.percent) })}
            value={f.money(line.amount)}
          />
        ))}
        {order.tax_type === 'ZERO_RATED' && !order.tax_lines.length && (
          <Line label={t('common:taxes.zeroRated')} value={f.money(0)} />
        )}
        <Divider my={4} />
        <Line label={t('order-page:details.total')} value={f.money(order.dealer_price_tva)} strong />
      </Stack>
    </SheetSection>
  );
};
