import { Button, Chip, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { OFFER_CARS_MAX, SHIPPING_METHOD_KEYS, type OfferFilters, type ShippingMethod } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { DebouncedSearchInput } from '../../../components/data-table';
import { joinList, splitList, type OffersParams } from '../hooks/use-offers-params';

type Props = {
  params: OffersParams;
  /** the company's regions and delivery types: the choices, all checked when none is picked */
  choices: OfferFilters | undefined;
  onChange: (patch: Partial<OffersParams>, opts?: { replace?: boolean }) => void;
  onReset: () => void;
};

/**
 * A multi-check where nothing picked means everything: unchecking one of "all" keeps the others; checking
 * the last one back returns to "all" (empty in the URL).
 */
const pickedOrAll = (value: string, all: readonly string[]) => (value ? splitList(value) : [...all]);
const toParam = (picked: string[], all: readonly string[]) =>
  picked.length === 0 || all.every((v) => picked.includes(v)) ? '' : joinList(all.filter((v) => picked.includes(v)));

/** The board's filters: regions, delivery types, from / to text, cars, and Reset. */
export const OffersFilters = ({ params, choices, onChange, onReset }: Props) => {
  const { t } = useTranslation();
  const provinces = choices?.provinces ?? [];
  const methods = (choices?.shipping_methods ?? []).map(String);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <DebouncedSearchInput
            value={params.from_address}
            onSearch={(from_address) => onChange({ from_address }, { replace: true })}
            label={t('offers:filters.from')}
            placeholder={t('offers:filters.placePlaceholder')}
            maxLength={60}
            w={200}
          />
          <DebouncedSearchInput
            value={params.to_address}
            onSearch={(to_address) => onChange({ to_address }, { replace: true })}
            label={t('offers:filters.to')}
            placeholder={t('offers:filters.placePlaceholder')}
            maxLength={60}
            w={200}
          />
          {/* a plain number box: Mantine's NumberInput would add its formatting library to the page */}
          <TextInput
            type="number"
            inputMode="numeric"
            label={t('offers:filters.carsAmount')}
            min={1}
            max={OFFER_CARS_MAX}
            step={1}
            value={params.cars_amount || ''}
            onChange={(event) => {
              const value = Number(event.currentTarget.value);
              const cars = Number.isInteger(value) && value >= 1 ? Math.min(value, OFFER_CARS_MAX) : 0;
              onChange({ cars_amount: cars }, { replace: true });
            }}
            w={160}
          />
          <Button variant="default" onClick={onReset}>
            {t('common:reset')}
          </Button>
        </Group>
        {provinces.length > 0 && (
          <div role="group" aria-labelledby="offers-regions-label">
            <Text id="offers-regions-label" size="sm" fw={500} mb={4}>
              {t('offers:filters.regions')}
            </Text>
            <Chip.Group
              multiple
              value={pickedOrAll(params.province, provinces)}
              onChange={(picked) => onChange({ province: toParam(picked, provinces) })}
            >
              <Group gap={6}>
                {provinces.map((p) => (
                  <Chip key={p} value={p} size="sm">
                    {p}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </div>
        )}
        {methods.length > 0 && (
          <div role="group" aria-labelledby="offers-types-label">
            <Text id="offers-types-label" size="sm" fw={500} mb={4}>
              {t('offers:filters.types')}
            </Text>
            <Chip.Group
              multiple
              value={pickedOrAll(params.shipping_method, methods)}
              onChange={(picked) => onChange({ shipping_method: toParam(picked, methods) })}
            >
              <Group gap={6}>
                {methods.map((m) => (
                  <Chip key={m} value={m} size="sm">
                    {t(`offers:methods.${SHIPPING_METHOD_KEYS[Number(m) as ShippingMethod]}`)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </div>
        )}
      </Stack>
    </Paper>
  );
};
