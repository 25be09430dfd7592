import { Alert, Button, Checkbox, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  loadCarsCountBlock,
  maxCarsPerLoad,
  vehicleRequired,
  type CarDetail,
  type CarrierOrderDetail,
  type JobLoad,
  type ShippingMethod,
} from '@routier/domain';
import { AddressField } from '../../../../components/address-autocomplete';
import { DateField, SelectField, useErrorText } from '../../../../components/form';
import { ApiError } from '../../../../lib/api-client';
import { useLazyResolver } from '../../../../lib/lazy-zod-resolver';
import { useAvailableDrivers, useAvailableVehicles } from '../../api/available-team';
import { useCreateLoads, useEditLoad } from '../../api/job-loads';
import { editLoadValues, loadPayload, newLoadValues, type LoadFormValues } from './builder-values';
import { createLoadResolver, editLoadResolver } from './form-resolvers';
import { notify } from './notify';
import { errorReasons, ruleText } from './rule-text';

type Props = {
  order: CarrierOrderDetail;
  /** cars no live load carries: the ones a new load may take */
  freeCars: CarDetail[];
  /** the load to edit; none for a new load */
  load?: JobLoad;
  /** a car's name in the choices, as the load cards name it */
  carLabel: (car: CarDetail) => string;
  onClose: () => void;
};

const FIELDS = ['driver_id', 'vehicle_id', 'car_ids', 'from', 'to', 'due_date'] as const;

/** The cars of a new load: checkboxes, no more than the load may carry. */
type CarChoiceProps = {
  control: Control<LoadFormValues>;
  cars: CarDetail[];
  max: number;
  carLabel: (car: CarDetail) => string;
};

const CarChoice = ({ control, cars, max, carLabel }: CarChoiceProps) => {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'car_ids' });
  const errorText = useErrorText();
  const selected = field.value.map(String);
  return (
    <Checkbox.Group
      label={t('job-page:builder.cars')}
      description={t('job-page:builder.carsHint', { count: max })}
      value={selected}
      onChange={(raw) => field.onChange(cars.filter((c) => raw.includes(String(c.id))).map((c) => c.id))}
      error={errorText(fieldState.error?.message)}
    >
      <Stack gap={6} mt={6}>
        {cars.map((car, i) => (
          <Checkbox
            key={car.id}
            ref={i === 0 ? field.ref : undefined}
            value={String(car.id)}
            label={carLabel(car)}
            disabled={!selected.includes(String(car.id)) && selected.length >= max}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
};

/** "Assign driver & vehicle": one load of real drivers, vehicles and free cars; or the edit of a drive-away load. */
const LoadBuilder = ({ order, freeCars, load, carLabel, onClose }: Props) => {
  const { t } = useTranslation();
  const method = order.shipping_method as ShippingMethod;
  const editing = load !== undefined;
  const resolver = editing ? editLoadResolver : createLoadResolver;
  useLazyResolver(resolver);
  const drivers = useAvailableDrivers(method, true);
  const vehicles = useAvailableVehicles(method, true);
  const create = useCreateLoads(order.id);
  const edit = useEditLoad(order.id);
  const form = useForm<LoadFormValues>({
    defaultValues: editing ? editLoadValues(load) : newLoadValues(order),
    // the resolver's output is the same shape (its dates normalised)
    resolver: resolver as never,
  });
  const vehicleId = useWatch({ control: form.control, name: 'vehicle_id' });
  const vehicle = vehicles.data?.data.find((v) => v.id === vehicleId) ?? null;
  // before a truck is chosen, as many cars as the largest truck carries; the chosen truck's capacity after
  const largest = Math.max(1, ...(vehicles.data?.data ?? []).map((v) => v.capacity));
  const max = maxCarsPerLoad(method, vehicle?.capacity ?? largest);
  const needsVehicle = vehicleRequired(method);

  const applyServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError) || !error.errors) {
      notify('red', error instanceof Error ? error.message : '', t('common:error'));
      return;
    }
    const rest: Record<string, string[]> = {};
    for (const [key, messages] of Object.entries(error.errors)) {
      const field = key.replace(/^loads\.\d+\./, '').split('.')[0];
      if ((FIELDS as readonly string[]).includes(field))
        form.setError(field as (typeof FIELDS)[number], { message: messages.map(ruleText).join(' ') });
      else rest[key] = messages;
    }
    if (Object.keys(rest).length) notify('red', errorReasons(rest).join(' '), t('common:error'));
  };

  const handleSubmit = form.handleSubmit((values) => {
    if (!editing) {
      const tooMany = loadCarsCountBlock(method, vehicle?.capacity ?? null, values.car_ids.length);
      if (tooMany) return form.setError('car_ids', { message: ruleText(tooMany) });
    }
    if (needsVehicle && values.vehicle_id === null) return form.setError('vehicle_id', { message: ruleText('vehicleRequired') });
    const driverName = drivers.data?.data.find((d) => d.id === values.driver_id)?.full_name ?? null;
    const payload = loadPayload(values, order, driverName);
    const done = (message: string) => () => {
      notify('green', message);
      onClose();
    };
    if (editing) {
      const { car_ids: _cars, ...input } = payload;
      edit.mutate({ loadId: load.id, input }, { onSuccess: done(t('job-page:loads.saved')), onError: applyServerErrors });
    } else {
      create.mutate({ loads: [payload] }, { onSuccess: done(t('job-page:loads.created')), onError: applyServerErrors });
    }
  });

  const teamLoading = drivers.isPending || vehicles.isPending;
  const teamFailed = drivers.isError || vehicles.isError;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="load-builder-title"
      bg="gray.0"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h5" id="load-builder-title">
            {editing ? t('job-page:builder.editTitle', { id: load.id }) : t('job-page:builder.createTitle')}
          </Title>
          {teamLoading && (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">{t('job-page:builder.loadingTeam')}</Text>
            </Group>
          )}
          {teamFailed && (
            <Alert color="red" role="alert">
              <Group justify="space-between">
                <Text size="sm">{t('job-page:builder.teamError')}</Text>
                <Button size="xs" variant="light" onClick={() => void Promise.all([drivers.refetch(), vehicles.refetch()])}>
                  {t('table:retry')}
                </Button>
              </Group>
            </Alert>
          )}
          {drivers.data?.data.length === 0 && <Alert color="yellow">{t('job-page:builder.noDrivers')}</Alert>}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <SelectField
              control={form.control}
              name="driver_id"
              label={t('job-page:builder.driver')}
              placeholder={t('job-page:builder.driverPlaceholder')}
              options={(drivers.data?.data ?? []).map((d) => ({ value: d.id, label: d.full_name }))}
              required
            />
            <SelectField
              control={form.control}
              name="vehicle_id"
              label={needsVehicle ? t('job-page:builder.vehicle') : t('job-page:builder.vehicleOptional')}
              placeholder={t('job-page:builder.vehiclePlaceholder')}
              options={(vehicles.data?.data ?? []).map((v) => ({
                value: v.id,
                label: t('job-page:builder.vehicleOption', {
                  type: t(`job-page:vehicleType.${v.type}`),
                  plate: v.license_plate,
                  capacity: v.capacity,
                }),
              }))}
              allowDeselect={!needsVehicle}
              clearable={!needsVehicle}
              required={needsVehicle}
              description={vehicles.data?.data.length === 0 ? t('job-page:builder.noVehicles') : undefined}
            />
          </SimpleGrid>
          {!editing &&
            (freeCars.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('job-page:builder.noFreeCars')}
              </Text>
            ) : (
              <CarChoice control={form.control} cars={freeCars} max={max} carLabel={carLabel} />
            ))}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <AddressField control={form.control} name="from" label={t('job-page:builder.from')} required />
            <AddressField control={form.control} name="to" label={t('job-page:builder.to')} required />
          </SimpleGrid>
          <DateField
            control={form.control}
            name="due_date"
            label={t('job-page:builder.dueDate')}
            required
            maw={{ base: '100%', sm: 240 }}
          />
          <Group gap="xs" justify="flex-end">
            <Button variant="default" onClick={onClose} mih={40}>
              {t('job-page:builder.close')}
            </Button>
            <Button
              type="submit"
              mih={40}
              loading={create.isPending || edit.isPending}
              disabled={!editing && freeCars.length === 0}
            >
              {editing ? t('job-page:builder.submitEdit') : t('job-page:builder.submitCreate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
};

export default LoadBuilder;
