import { Stack, Text } from '@mantine/core';
import { SHIPPING_METHOD_KEYS, type OfferPlace, type OfferRow, type ShippingMethod } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters, type DataTableColumn } from '../../../components/data-table';
import { OfferBadges } from './offer-badges';

/** "City, PROVINCE M5R" of an offer's place. */
export const formatOfferPlace = (place: OfferPlace) =>
  [[place.city, place.province].filter(Boolean).join(', '), place.zip_code].filter(Boolean).join(' ') || '—';

/** The offers table columns; sort keys are the domain's OFFERS_SORTS. Unseen offers are bold with a "New" badge. */
export const useOffersColumns = (): DataTableColumn<OfferRow>[] => {
  const { t } = useTranslation();
  const { date, money } = useFormatters();
  return [
    {
      key: 'number',
      header: t('offers:columns.orderNumber'),
      sortKey: 'order_number',
      noWrap: true,
      render: (row) => (
        <Stack gap={4}>
          <Text size="sm" fw={row.seen_by_business ? 500 : 800}>
            {row.order_number}
          </Text>
          <OfferBadges offer={row} unseen={!row.seen_by_business} />
        </Stack>
      ),
    },
    { key: 'from', header: t('offers:columns.from'), sortKey: 'from_city', render: (row) => formatOfferPlace(row.from) },
    { key: 'to', header: t('offers:columns.to'), sortKey: 'to_city', render: (row) => formatOfferPlace(row.to) },
    {
      key: 'method',
      header: t('offers:columns.method'),
      render: (row) =>
        row.shipping_method ? t(`offers:methods.${SHIPPING_METHOD_KEYS[row.shipping_method as ShippingMethod]}`) : '—',
    },
    { key: 'cars', header: t('offers:columns.cars'), sortKey: 'cars_amount', align: 'center', render: (row) => row.cars_amount },
    {
      key: 'available',
      header: t('offers:columns.availableFrom'),
      sortKey: 'start_at',
      noWrap: true,
      render: (row) => date(row.start_at),
    },
    { key: 'due', header: t('offers:columns.dueDate'), sortKey: 'due_date', noWrap: true, render: (row) => date(row.due_date) },
    {
      key: 'price',
      card: 'aside',
      header: t('offers:columns.price'),
      sortKey: 'price',
      align: 'right',
      noWrap: true,
      render: (row) => (
        <Text size="sm" fw={700}>
          {money(row.price)}
        </Text>
      ),
    },
  ];
};
