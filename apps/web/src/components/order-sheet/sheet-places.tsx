import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { addressLines, type AddressType, type CarrierPlace } from '@routier/domain';
import { SheetSection } from './sheet-section';

/** A place as the customer's order and the carrier's job show it (no street address on an offer). */
type Place = Pick<CarrierPlace, 'address' | 'company' | 'city' | 'province' | 'zip_code'>;

type Props = {
  order: { from: Place | null; to: Place | null; origin_type_id: AddressType | null; destination_type_id: AddressType | null };
  id: string;
};

const PlaceBlock = ({ label, place, typeId }: { label: string; place: Place | null; typeId: number | null }) => {
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
          {addressLines(place).map((line, i) => (
            <Text key={line} size="sm" c={i > 0 ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
              {line}
            </Text>
          ))}
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
export const SheetPlaces = ({ order, id }: Props) => {
  const { t } = useTranslation();
  return (
    <SheetSection title={t('order-page:details.route')} id={id}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <PlaceBlock label={t('order-page:details.pickup')} place={order.from} typeId={order.origin_type_id} />
        <PlaceBlock label={t('order-page:details.destination')} place={order.to} typeId={order.destination_type_id} />
      </SimpleGrid>
    </SheetSection>
  );
};
