import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADDRESS_TYPE_KEYS, formatPlaceLabel, type AddressType, type OrderDetail } from '@routier/domain';

/** Admin-created orders: the addresses as the admin entered them, and a way on. */
export const ReadOnlyAddresses = ({ order, onNext }: { order: OrderDetail; onNext: () => void }) => {
  const { t } = useTranslation();
  const ends = [
    ['pickup', order.from, order.origin_type_id],
    ['destination', order.to, order.destination_type_id],
  ] as const;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {ends.map(([key, a, type]) => (
          <Stack gap={4} key={key}>
            <Title order={2} size="h4">
              {t(`wizard:addresses.${key}`)}
            </Title>
            {a?.company && <Text fw={500}>{a.company}</Text>}
            <Text>
              {a ? formatPlaceLabel({ street: a.address, city: a.city, province: a.province, zip_code: a.zip_code }) : '—'}
            </Text>
            {type && (
              <Text size="sm" c="dimmed">
                {t(`wizard:addressType.${ADDRESS_TYPE_KEYS[type as AddressType]}`)}
              </Text>
            )}
          </Stack>
        ))}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button onClick={onNext}>{t('wizard:next')}</Button>
      </Group>
    </Stack>
  );
};
