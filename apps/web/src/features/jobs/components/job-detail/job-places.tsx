import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CarrierOrderDetail, CarrierPlace } from '@routier/domain';
import { JobSection } from './job-section';

const Place = ({ label, place, typeId }: { label: string; place: CarrierPlace | null; typeId: number | null }) => {
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
          {place.address && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {place.address}
            </Text>
          )}
          {!place.address?.includes(place.city) && (
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

/** Pickup and destination with their location-type badges. */
export const JobPlaces = ({ order }: { order: CarrierOrderDetail }) => {
  const { t } = useTranslation();
  return (
    <JobSection title={t('order-page:details.route')} id="job-route">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Place label={t('order-page:details.pickup')} place={order.from} typeId={order.origin_type_id} />
        <Place label={t('order-page:details.destination')} place={order.to} typeId={order.destination_type_id} />
      </SimpleGrid>
    </JobSection>
  );
};
