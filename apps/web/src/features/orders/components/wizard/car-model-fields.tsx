import { useState } from 'react';
import { Autocomplete, Select, SimpleGrid } from '@mantine/core';
import { useController, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CAR_TYPE_KEYS, maxVehicleYear, MIN_VEHICLE_YEAR } from '@routier/domain';
import { useErrorText } from '../../../../components/form';
import { useGuestAccess } from '../../../../components/order-wizard/guest-access';
import { useCarCatalogue } from '../../api/car-catalogue';
import type { VehiclesFormValues } from './vehicle-form';

type Props = { control: Control<VehiclesFormValues>; setValue: UseFormSetValue<VehiclesFormValues>; index: number };

/**
 * Year → make → model from the catalogue (make only after a year, model only after a make; a new year
 * clears make and model, a new make clears the model), and the car type. Make and model also take any text
 * for cars the catalogue does not list.
 */
export const CarModelFields = ({ control, setValue, index }: Props) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { field: yearField, fieldState: yearState } = useController({ control, name: `cars.${index}.year` });
  const { ref: yearRef, onChange: yearChange, onBlur: yearBlur } = yearField;
  const { field: makeField, fieldState: makeState } = useController({ control, name: `cars.${index}.make` });
  const { ref: makeRef, onChange: makeChange, onBlur: makeBlur } = makeField;
  const { field: modelField, fieldState: modelState } = useController({ control, name: `cars.${index}.model` });
  const { ref: modelRef, value: modelRaw, onChange: modelChange, onBlur: modelBlur } = modelField;
  const { field: typeField, fieldState: typeState } = useController({ control, name: `cars.${index}.type` });
  const { ref: typeRef, value: typeRaw, onChange: typeChange, onBlur: typeBlur } = typeField;
  const yearValue = useWatch({ control, name: `cars.${index}.year` }) as number | null;
  const makeValue = (useWatch({ control, name: `cars.${index}.make` }) as string) ?? '';
  const guest = useGuestAccess();
  const years = useCarCatalogue(null, null, guest);
  const makes = useCarCatalogue(yearValue, null, guest);
  const models = useCarCatalogue(yearValue, makeValue.trim() || null, guest);

  const [yearSearch, setYearSearch] = useState('');
  const yearOptions = (years.data?.years ?? []).map(String);
  if (yearValue && !yearOptions.includes(String(yearValue))) yearOptions.push(String(yearValue));
  // an older car than the catalogue lists (it starts in 1981): the year typed is offered as it is
  const typedYear = Number(yearSearch);
  if (
    /^\d{4}$/.test(yearSearch) &&
    typedYear >= MIN_VEHICLE_YEAR &&
    typedYear <= maxVehicleYear() &&
    !yearOptions.includes(yearSearch)
  )
    yearOptions.push(yearSearch);
  const clear = (name: 'make' | 'model') => setValue(`cars.${index}.${name}`, '', { shouldDirty: true });

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <Select
        ref={yearRef}
        label={t('wizard:vehicles.year')}
        required
        searchable
        data={yearOptions}
        onSearchChange={setYearSearch}
        value={yearValue ? String(yearValue) : null}
        onChange={(v) => {
          yearChange(v ? Number(v) : null);
          clear('make');
          clear('model');
        }}
        onBlur={yearBlur}
        error={errorText(yearState.error?.message)}
        placeholder={t('wizard:vehicles.yearPlaceholder')}
      />
      <Autocomplete
        ref={makeRef}
        label={t('wizard:vehicles.make')}
        required
        disabled={!yearValue}
        data={makes.data?.makes ?? []}
        value={makeValue}
        onChange={(v) => {
          makeChange(v);
          clear('model');
        }}
        onBlur={makeBlur}
        maxLength={60}
        error={errorText(makeState.error?.message)}
      />
      <Autocomplete
        ref={modelRef}
        label={t('wizard:vehicles.model')}
        required
        disabled={!makeValue.trim()}
        data={models.data?.models ?? []}
        value={(modelRaw as string) ?? ''}
        onChange={modelChange}
        onBlur={modelBlur}
        maxLength={80}
        error={errorText(modelState.error?.message)}
      />
      <Select
        ref={typeRef}
        label={t('wizard:vehicles.type')}
        required
        allowDeselect={false}
        data={Object.entries(CAR_TYPE_KEYS).map(([value, key]) => ({ value, label: t(`wizard:carType.${key}`) }))}
        value={typeRaw ? String(typeRaw) : null}
        onChange={(v) => typeChange(v ? Number(v) : null)}
        onBlur={typeBlur}
        error={errorText(typeState.error?.message)}
        placeholder={t('wizard:vehicles.typePlaceholder')}
      />
    </SimpleGrid>
  );
};
