import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  VEHICLE_CAPACITY_MAX,
  VEHICLE_TYPE_KEYS,
  VehicleType,
  type VehicleAddInput,
  type VehicleAddValues,
} from '@routier/domain';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField, useApiFormErrors, useErrorText } from '../../../components/form';
import { useLazyResolver } from '../../../lib/lazy-zod-resolver';
import { useAddVehicle } from '../api/vehicle-mutations';
import { addVehicleResolver } from './form-resolvers';

/** what the form holds: the type comes from a select, the capacity from a number field (or '' when empty) */
type Values = VehicleAddInput;
const FIELDS = ['type', 'license_plate', 'capacity'] as const;

/** Capacity: fixed to 1 and disabled for a flatbed truck (spec §5). */
const CapacityField = ({ control, flatbed }: { control: Control<Values, unknown, VehicleAddValues>; flatbed: boolean }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control, name: 'capacity' });
  const { ref, value, onChange, onBlur } = field;
  return (
    <NumberInput
      ref={ref}
      name="capacity"
      label={t('team:vehicles.capacity')}
      required
      min={1}
      max={VEHICLE_CAPACITY_MAX}
      allowDecimal={false}
      allowNegative={false}
      disabled={flatbed}
      description={flatbed ? t('team:vehicles.capacityFlatbed') : undefined}
      value={flatbed ? 1 : value}
      onChange={onChange}
      onBlur={onBlur}
      error={fieldState.error?.message ? errorText(fieldState.error.message) : undefined}
    />
  );
};

/** The inline add-vehicle form: type, license plate and capacity. */
export const AddVehicleForm = ({ onDone }: { onDone: () => void }) => {
  const { t } = useTranslation();
  const add = useAddVehicle();
  useLazyResolver(addVehicleResolver);
  const form = useForm<Values, unknown, VehicleAddValues>({
    resolver: addVehicleResolver,
    defaultValues: { type: null, license_plate: '', capacity: '' },
  });
  const flatbed = useWatch({ control: form.control, name: 'type' }) === VehicleType.FlatbedTruck;
  const handleApiError = useApiFormErrors(form.setError, { fields: FIELDS });
  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const vehicle = await add.mutateAsync(values);
      notifications.show({ color: 'green', message: t('team:vehicles.added', { plate: vehicle.license_plate }) });
      form.reset();
      onDone();
    } catch (error) {
      handleApiError(error);
    }
  });
  const types = (Object.entries(VEHICLE_TYPE_KEYS) as [string, string][]).map(([value, key]) => ({
    value: Number(value) as VehicleType,
    label: t(`team:vehicles.types.${key}`),
  }));
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={handleSubmit} noValidate aria-labelledby="add-vehicle-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="add-vehicle-title">
            {t('team:vehicles.addTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <SelectField
              control={form.control}
              name="type"
              label={t('team:vehicles.type')}
              options={types}
              required
              onValueChange={(type) => {
                if (type === VehicleType.FlatbedTruck) form.setValue('capacity', 1);
              }}
            />
            <TextField
              control={form.control}
              name="license_plate"
              label={t('team:vehicles.licensePlate')}
              required
              autoComplete="off"
            />
            <CapacityField control={form.control} flatbed={flatbed} />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDone}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('team:vehicles.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
};
