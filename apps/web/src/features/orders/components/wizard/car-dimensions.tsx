import { NumberInput, SimpleGrid } from '@mantine/core';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DIMENSION_MAX } from '@routier/domain';
import { useErrorText } from '../../../../components/form';
import type { VehiclesFormValues } from './vehicle-form';

type Key = 'width' | 'height' | 'length' | 'weight';

const DimensionField = ({ control, index, name }: { control: Control<VehiclesFormValues>; index: number; name: Key }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control, name: `cars.${index}.${name}` });
  const { ref, name: fieldName, value, onChange, onBlur } = field;
  return (
    <NumberInput
      ref={ref}
      name={fieldName}
      label={t(`wizard:vehicles.dimensions.${name}`)}
      suffix={name === 'weight' ? ' kg' : ' cm'}
      min={1}
      max={DIMENSION_MAX}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=" "
      value={(value as number | null) ?? ''}
      onChange={(v) => onChange(typeof v === 'number' ? v : null)}
      onBlur={onBlur}
      error={errorText(fieldState.error?.message)}
    />
  );
};

/** Auto dispatch (customer-side §2 step 2): a car's width, height and length in cm and weight in kg, 1 to 50 000. */
export const CarDimensions = ({ control, index }: { control: Control<VehiclesFormValues>; index: number }) => (
  <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xs" data-testid={`car-${index}-dimensions`}>
    {(['width', 'height', 'length', 'weight'] as const).map((name) => (
      <DimensionField key={name} control={control} index={index} name={name} />
    ))}
  </SimpleGrid>
);
