import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Role, SHIPPING_METHOD_KEYS, type QuoteInfo, type ShippingMethod } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../components/data-table';

const Fact = ({ label, value }: { label: string; value: React.ReactNode }) => (
  <div>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text fw={600}>{value}</Text>
  </div>
);

/** Spec §2: the customer type from user_role and dealer_type (1 independent, 2 franchise). */
const customerTypeKey = (info: Pick<QuoteInfo, 'user_role' | 'dealer_type'>) => {
  if (info.user_role === Role.PrivateUser) return 'private';
  if (info.user_role === Role.SubDealer) return 'subDealer';
  if (info.dealer_type === 2) return 'franchise';
  if (info.dealer_type === 1) return 'independent';
  return 'dealer';
};

export const methodKey = (method: number, enclosed = false) =>
  SHIPPING_METHOD_KEYS[(enclosed && method === 3 ? 4 : method) as ShippingMethod];

/** The request a carrier quotes: places without streets, dates, customer type and its cars. */
export const RequestSummary = ({ info }: { info: QuoteInfo }) => {
  const { t } = useTranslation('auto-dispatch');
  const { date, number } = useFormatters();
  const method = info.shipping_method
    ? t(`methods.${methodKey(info.shipping_method, info.is_enclosed)}`)
    : t('request.anyMethod');
  return (
    <Card withBorder radius="md">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Fact label={t('request.pickup')} value={info.from_location ?? '—'} />
          <Fact label={t('request.destination')} value={info.to_location ?? '—'} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
          <Fact label={t('request.startDate')} value={date(info.start_date)} />
          <Fact label={t('request.neededBy')} value={info.needed_by_date ? date(info.needed_by_date) : t('request.flexible')} />
          <Fact
            label={t('request.distance')}
            value={info.distance === null ? '—' : t('request.km', { value: number(info.distance) })}
          />
          <Fact label={t('request.customer')} value={t(`customerType.${customerTypeKey(info)}`)} />
          <Fact label={t('request.method')} value={method} />
        </SimpleGrid>
        <div>
          <Title order={2} size="h5" mb={6}>
            {t('request.vehicles')}
          </Title>
          <Stack gap={6}>
            {info.cars.map((car) => (
              <Group key={car.id} gap="xs" wrap="wrap">
                <Text fw={600}>{[car.year, car.make, car.model].filter(Boolean).join(' ') || '—'}</Text>
                <Badge variant="light" color={car.is_operable ? 'teal' : 'orange'}>
                  {t(car.is_operable ? 'request.operable' : 'request.inoperable')}
                </Badge>
                {car.is_modified && <Badge variant="light">{t('request.modified')}</Badge>}
                {car.is_antique && <Badge variant="light">{t('request.antique')}</Badge>}
                {car.enclosed && <Badge variant="light">{t('request.enclosed')}</Badge>}
              </Group>
            ))}
          </Stack>
        </div>
      </Stack>
    </Card>
  );
};
