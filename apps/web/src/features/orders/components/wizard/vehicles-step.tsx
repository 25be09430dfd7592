import { useEffect, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_CARS, type OrderDetail } from '@routier/domain';
import { DateField, useApiFormErrors } from '../../../../components/form';
import { useLazyResolver } from '../../../../lib/lazy-zod-resolver';
import type { GuestAccess } from '../../../../lib/guest-order';
import { useSaveOrderCars, type OrderCarsBody } from '../../api/save-order-cars';
import { localYesterday } from './dates';
import { vehiclesResolver } from './form-resolvers';
import { ReadOnlyVehicles } from './read-only-vehicles';
import { CarCard } from './car-card';
import { blankCar, toCarsBody, vehiclesFormFromOrder, type VehiclesFormValues } from './vehicle-form';

/** React keys of the car cards (stable while cars are added and removed). */
let keySequence = 0;
const newKey = () => (keySequence += 1);

export type VehiclesStepProps = {
  order: OrderDetail;
  readOnly: boolean;
  onSaved: (order: OrderDetail) => void;
  onNext: () => void;
  onBack: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  guest?: GuestAccess | null;
  /** saves through another flow's call (the auto-dispatch wizard) instead of POST /cars/batch-edit/{id} */
  saveWith?: (body: OrderCarsBody) => Promise<OrderDetail>;
  /** auto dispatch: each car's width, height, length (cm) and weight (kg) */
  dimensions?: boolean;
};

/** Step 2: 1 to 100 cars and the date the load is available from. */
export const VehiclesStep = ({
  order,
  readOnly,
  onSaved,
  onNext,
  onBack,
  onDirtyChange,
  guest = null,
  saveWith,
  dimensions = false,
}: VehiclesStepProps) => {
  const { t } = useTranslation();
  useLazyResolver(vehiclesResolver);
  const form = useForm<VehiclesFormValues>({
    defaultValues: vehiclesFormFromOrder(order, order.cars_amount),
    resolver: vehiclesResolver,
  });
  const { control, handleSubmit, setError, setValue, formState } = form;
  // The list is managed here rather than with useFieldArray, which would add its code to every page's forms: one
  // key per car, changed with the list. The step does not watch the cars' values: a key typed in a car's field
  // renders that field, not every car.
  const [keys, setKeys] = useState<number[]>(() => form.getValues('cars').map(() => newKey()));
  const count = keys.length;
  const handleAdd = () => {
    form.setValue('cars', [...form.getValues('cars'), blankCar()], { shouldDirty: true });
    setKeys((list) => [...list, newKey()]);
  };
  const handleRemove = (index: number) => {
    form.setValue(
      'cars',
      form.getValues('cars').filter((_, i) => i !== index),
      { shouldDirty: true },
    );
    setKeys((list) => list.filter((_, i) => i !== index));
  };
  const save = useSaveOrderCars(order.id, guest);
  const [savingWith, setSavingWith] = useState(false);
  const saveCars = async (body: OrderCarsBody) => {
    if (!saveWith) return save.mutateAsync(body);
    setSavingWith(true);
    try {
      return await saveWith(body);
    } finally {
      setSavingWith(false);
    }
  };
  const onApiError = useApiFormErrors(setError);
  useEffect(() => {
    onDirtyChange?.(formState.isDirty);
  }, [formState.isDirty, onDirtyChange]);

  if (readOnly) return <ReadOnlyVehicles order={order} onNext={onNext} onBack={onBack} />;

  const submit = handleSubmit(async (v) => {
    try {
      const saved = await saveCars(toCarsBody(v));
      const next = vehiclesFormFromOrder(saved);
      form.reset(next);
      setKeys(next.cars.map(() => newKey()));
      onSaved(saved);
    } catch (error) {
      onApiError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <DateField
          control={control}
          name="start_at"
          label={t('wizard:vehicles.startAt')}
          description={t('wizard:vehicles.startAtHelp')}
          required
          minDate={localYesterday()}
          minDateError={t('validation:startDateTooEarly')}
          maw={260}
        />
        {keys.map((key, index) => (
          <CarCard
            key={key}
            control={control}
            setValue={setValue}
            index={index}
            onRemove={count > 1 ? () => handleRemove(index) : undefined}
            dimensions={dimensions}
          />
        ))}
        <Group justify="space-between" wrap="wrap">
          <Button variant="light" onClick={handleAdd} disabled={count >= MAX_CARS}>
            {t('wizard:vehicles.add')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('wizard:vehicles.count', { count })}
          </Text>
        </Group>
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            {t('wizard:back')}
          </Button>
          <Button type="submit" loading={save.isPending || savingWith}>
            {t('wizard:next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
