import { useEffect } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useController, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_CARS, type OrderDetail } from '@routier/domain';
import { useApiFormErrors, useErrorText } from '../../../../components/form';
import { useLazyResolver } from '../../../../lib/lazy-zod-resolver';
import { useSaveOrderCars } from '../../api/save-order-cars';
import { localYesterday } from './dates';
import { vehiclesResolver } from './form-resolvers';
import { ReadOnlyVehicles } from './read-only-vehicles';
import { CarCard } from './car-card';
import { blankCar, toCarsBody, vehiclesFormFromOrder, type VehiclesFormValues } from './vehicle-form';

export type VehiclesStepProps = {
  order: OrderDetail;
  readOnly: boolean;
  onSaved: (order: OrderDetail) => void;
  onNext: () => void;
  onBack: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

/** Step 2: 1 to 100 cars and the date the load is available from. */
export const VehiclesStep = ({ order, readOnly, onSaved, onNext, onBack, onDirtyChange }: VehiclesStepProps) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  useLazyResolver(vehiclesResolver);
  const form = useForm<VehiclesFormValues>({ defaultValues: vehiclesFormFromOrder(order), resolver: vehiclesResolver });
  const { control, handleSubmit, setError, setValue, formState } = form;
  const cars = useFieldArray({ control, name: 'cars', keyName: 'key' });
  const { field: start, fieldState: startState } = useController({ control, name: 'start_at' });
  const { ref: startRef, value: startValue, onChange: startChange, onBlur: startBlur } = start;
  const save = useSaveOrderCars(order.id);
  const onApiError = useApiFormErrors(setError);
  useEffect(() => onDirtyChange?.(formState.isDirty), [formState.isDirty, onDirtyChange]);

  if (readOnly) return <ReadOnlyVehicles order={order} onNext={onNext} onBack={onBack} />;

  const submit = handleSubmit(async (v) => {
    try {
      const saved = await save.mutateAsync(toCarsBody(v));
      form.reset(vehiclesFormFromOrder(saved));
      onSaved(saved);
    } catch (error) {
      onApiError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          ref={startRef}
          type="date"
          name="start_at"
          label={t('wizard:vehicles.startAt')}
          description={t('wizard:vehicles.startAtHelp')}
          required
          min={localYesterday()}
          value={(startValue as string) ?? ''}
          onChange={(e) => startChange(e.currentTarget.value)}
          onBlur={startBlur}
          error={errorText(startState.error?.message)}
          maw={260}
        />
        {cars.fields.map((car, index) => (
          <CarCard
            key={car.key}
            control={control}
            setValue={setValue}
            index={index}
            onRemove={cars.fields.length > 1 ? () => cars.remove(index) : undefined}
          />
        ))}
        <Group justify="space-between" wrap="wrap">
          <Button variant="light" onClick={() => cars.append(blankCar())} disabled={cars.fields.length >= MAX_CARS}>
            {t('wizard:vehicles.add')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('wizard:vehicles.count', { count: cars.fields.length })}
          </Text>
        </Group>
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            {t('wizard:back')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('wizard:next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
