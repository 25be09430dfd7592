import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderAddressDetail, OrderDetail } from '@routier/domain';
import { OrderSection } from './order-section';

const Place = ({ label, place, typeId }: { label: string; place: OrderAddressDetail | null; typeId: number | null }) => {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fw={600}>{label}</Text>
        {typeId !== null && (
          <Badge variant="light" color="gray" style={{ textTransform: 'none' }}>
            {t(`order-page:addressType.${typeId}`)}
          </Badge>
        )}
      </Group>
      {place ? (
        <>
          {place.company && <Text size="sm">{place.company}</Text>}
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {place.address}
          </Text>
          {!place.address.includes(place.city) && (
            <Text size="sm" c="dimmed">
              {[place.city, place.province, place.zip_code].filter(Boolean).join(', ')}
            </Text>
          )}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          —
        </Text>
      )}
    </Stack>
  );
};

/** Pickup and destination with their address-type labels. */
export const OrderPlaces = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation();
  return (
    <OrderSection title={t('order-page:details.route')} id="order-route">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Place label={t('order-page:details.pickup')} place={order.from} typeId={order.origin_type_id} />
        <Place label={t('order-page:details.destination')} place={order.to} typeId={order.destination_type_id} />
      </SimpleGrid>
    </OrderSection>
  );
};
