import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrderStatus, type OrderDetail } from '@routier/domain';
import { useFormatters } from '../../../../components/data-table/use-formatters';
import { Fact, SheetSection } from '../../../../components/order-sheet';

/** Orders that will get no carrier any more: no "No carrier yet" line on them. */
const CLOSED: readonly number[] = [
  OrderStatus.Cancelled,
  OrderStatus.CancelledRefunded,
  OrderStatus.Completed,
  OrderStatus.CompletedConfirmed,
];

/**
 * The transport company holding the order (its name and its drivers' first names) and its insurance
 * (customer-side §3, insurance details); a plain line while no carrier holds it yet.
 */
export const OrderCarrier = ({ order }: { order: Pick<OrderDetail, 'status' | 'carrier' | 'insurance_info'> }) => {
  const { t } = useTranslation();
  const f = useFormatters();
  const { carrier, insurance_info: insurance } = order;
  if (!carrier) {
    if (CLOSED.includes(order.status)) return null;
    return (
      <SheetSection title={t('order-page:carrier.title')} id="order-carrier">
        <Text size="sm" c="dimmed">
          {t('order-page:carrier.none')}
        </Text>
      </SheetSection>
    );
  }
  return (
    <>
      <SheetSection title={t('order-page:carrier.title')} id="order-carrier">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <Fact label={t('order-page:carrier.company')}>
            <span style={{ overflowWrap: 'anywhere' }}>{carrier.name ?? '—'}</span>
          </Fact>
          <Fact label={t('order-page:carrier.drivers', { count: Math.max(1, carrier.driver_first_names.length) })}>
            {carrier.driver_first_names.length ? carrier.driver_first_names.join(', ') : t('order-page:carrier.noDriver')}
          </Fact>
        </SimpleGrid>
      </SheetSection>
      {insurance && (
        <SheetSection title={t('order-page:insurance.title')} id="order-insurance">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="md">
            <Fact label={t('order-page:insurance.company')}>
              <span style={{ overflowWrap: 'anywhere' }}>{insurance.insurance_company_name ?? '—'}</span>
            </Fact>
            <Fact label={t('order-page:insurance.policyNumber')}>
              <span style={{ overflowWrap: 'anywhere' }}>{insurance.policy_number ?? '—'}</span>
            </Fact>
            <Fact label={t('order-page:insurance.generalLiability')}>{f.money(insurance.general_liability)}</Fact>
            <Fact label={t('order-page:insurance.cargo')}>{f.money(insurance.cargo_insurance)}</Fact>
          </SimpleGrid>
        </SheetSection>
      )}
    </>
  );
};
