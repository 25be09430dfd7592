import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@routier/domain';
import { PriceBreakdownTable } from '../../../../components/price-breakdown/price-breakdown';
import { SheetSection } from '../../../../components/order-sheet';

/**
 * The order's price breakdown as the customer confirmed it and was charged: the transport price before any
 * reduction, the dealer discount and the coupon, the fuel fee, each tax line with its rate, and the total.
 */
export const OrderPrice = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation();
  if (!order.price_breakdown) return null;
  return (
    <SheetSection title={t('order-page:details.price')} id="order-price">
      <Box maw={480}>
        <PriceBreakdownTable breakdown={order.price_breakdown} />
      </Box>
    </SheetSection>
  );
};
