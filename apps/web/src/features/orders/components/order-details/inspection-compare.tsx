import { Anchor, Badge, Group, Image, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { CAR_PANELS, comparePanels, type CarInspections, type InspectionDetail } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../../components/data-table/use-formatters';

const Side = ({ title, inspection }: { title: string; inspection: InspectionDetail | null }) => {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <Stack gap={6}>
      <Title order={4} size="h6">
        {title}
      </Title>
      {inspection ? (
        <>
          <Text size="sm">{t('tracking:inspection.when', { date: f.date(inspection.created_at) })}</Text>
          <Text size="sm">{t('tracking:inspection.odometer', { km: f.number(inspection.odometer) })}</Text>
          {inspection.odometer_backwards && (
            <Badge color="orange" variant="light" style={{ textTransform: 'none' }}>
              {t('tracking:inspection.odometerBackwards')}
            </Badge>
          )}
          {inspection.notes && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {inspection.notes}
            </Text>
          )}
          <Group gap={6}>
            {inspection.photos.map((p, i) => (
              <Anchor key={p.id} href={p.path_url} target="_blank" rel="noopener noreferrer">
                <Image
                  src={p.thumbnail_url ?? p.path_url}
                  w={64}
                  h={64}
                  radius="sm"
                  alt={t('tracking:inspection.photo', { n: i + 1, side: title })}
                />
              </Anchor>
            ))}
          </Group>
          <Image
            src={inspection.signature_url}
            h={48}
            w="auto"
            fit="contain"
            alt={t('tracking:inspection.signature', { side: title })}
          />
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('tracking:inspection.notYet')}
        </Text>
      )}
    </Stack>
  );
};

/** One car's pickup and delivery inspections side by side, and every marked panel compared, what changed flagged. */
export const InspectionCompare = ({
  car,
}: {
  car: Pick<CarInspections, 'car_id' | 'year' | 'make' | 'model' | 'vin' | 'pickup' | 'delivery'>;
}) => {
  const { t } = useTranslation();
  const rows = comparePanels(CAR_PANELS, car.pickup?.damages ?? null, car.delivery?.damages ?? null);
  const kinds = (list: string[]) => (list.length ? list.map((k) => t(`tracking:damage.${k}`)).join(', ') : '—');
  const name = [car.year, car.make, car.model].filter(Boolean).join(' ') || '—';
  return (
    <Stack gap="sm" data-testid={`inspection-${car.car_id}`}>
      <Text fw={600}>
        {name}
        {car.vin && (
          <Text span size="xs" c="dimmed" ff="monospace" ml={6}>
            {car.vin}
          </Text>
        )}
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        <Side title={t('tracking:inspection.pickup')} inspection={car.pickup} />
        <Side title={t('tracking:inspection.delivery')} inspection={car.delivery} />
      </SimpleGrid>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('tracking:inspection.noDamage')}
        </Text>
      ) : (
        <Table verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tracking:inspection.panel')}</Table.Th>
              <Table.Th>{t('tracking:inspection.pickup')}</Table.Th>
              <Table.Th>{t('tracking:inspection.delivery')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr
                key={r.panel}
                bg={r.changed ? 'var(--mantine-color-orange-light)' : undefined}
                data-changed={r.changed || undefined}
              >
                <Table.Td>
                  {t(`tracking:panel.${r.panel}`)}
                  {r.changed && (
                    <Badge ml={6} size="sm" color="red.9" variant="filled" style={{ textTransform: 'none' }}>
                      {t('tracking:inspection.changed')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{kinds(r.pickup)}</Table.Td>
                <Table.Td>{car.delivery ? kinds(r.delivery) : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
};
