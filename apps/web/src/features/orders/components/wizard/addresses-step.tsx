import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ADDRESS_TYPE_KEYS,
  allowedCountries,
  MAX_CARS,
  MIN_CARS,
  type AddressType,
  type OrderDetail,
  type Place,
  wizardStartStep,
} from '@routier/domain';
import { AddressField } from '../../../../components/address-autocomplete';
import { SelectField, TextField, useApiFormErrors, useErrorText } from '../../../../components/form';
import { useLazyResolver } from '../../../../lib/lazy-zod-resolver';
import { writeGuestOrder, type GuestAccess } from '../../../../lib/guest-order';
import { createGuestOrder, useSaveOrderAddresses, type OrderAddressesBody } from '../../api/save-order-addresses';
import { clearAddressDraft, writeAddressDraft, type AddressFormValues } from './address-draft';
import { addressesResolver } from './form-resolvers';
import { ReadOnlyAddresses } from './read-only-addresses';

// Leaflet is heavy: it loads with the map, not with the page.
const RouteMap = lazy(() => import('../../../../components/route-map/route-map'));
const AltchaWidget = lazy(() =>
  import('../../../../components/captcha/altcha-widget').then((m) => ({ default: m.AltchaWidget })),
);

const toBody = (v: AddressFormValues): OrderAddressesBody => {
  const end = (p: Place, company: string) => ({
    address: p.address,
    company: company.trim() || null,
    city: p.city,
    sublocality: p.sublocality,
    province: p.province,
    country: p.country,
    lat: p.lat,
    lng: p.lng,
    zip_code: p.zip_code,
    place_id: p.place_id,
  });
  return {
    from: end(v.from as Place, v.from_company),
    to: end(v.to as Place, v.to_company),
    origin_type_id: v.origin_type_id as number,
    destination_type_id: v.destination_type_id as number,
    cars_amount: v.cars_count,
    us_external_type: v.us_external_type,
  };
};

export type AddressesStepProps = {
  order: OrderDetail | null;
  initialValues: AddressFormValues;
  readOnly: boolean;
  onSaved: (order: OrderDetail) => void;
  /** read-only orders: just go on */
  onNext: () => void;
  /** the person has entered something that is not saved yet */
  onDirtyChange?: (dirty: boolean) => void;
  /** a guest's order: saved through the guest calls */
  guest?: GuestAccess | null;
  /** a signed-out visitor's new order: solve the captcha, then POST /guests/orders */
  asGuest?: boolean;
  /** saves through another flow's calls (the auto-dispatch wizard) instead of POST /orders and PUT /orders/{id} */
  saveWith?: (body: OrderAddressesBody) => Promise<OrderDetail>;
};

/** Step 1: pickup and destination, their types, and the route on a map. */
export const AddressesStep = ({
  order,
  initialValues,
  readOnly,
  onSaved,
  onNext,
  onDirtyChange,
  guest = null,
  asGuest = false,
  saveWith,
}: AddressesStepProps) => {
  const { t } = useTranslation();
  useLazyResolver(addressesResolver);
  const form = useForm<AddressFormValues>({ defaultValues: initialValues, resolver: addressesResolver });
  const { control, handleSubmit, setError, setValue, formState } = form;
  const values = useWatch({ control }) as AddressFormValues;
  const save = useSaveOrderAddresses(order?.id ?? null, guest);
  const [altcha, setAltcha] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const onApiError = useApiFormErrors(setError);
  const errorText = useErrorText();
  const { field: carsCount, fieldState: carsCountState } = useController({ control, name: 'cars_count' });
  const { ref: carsRef, name: carsName, value: carsValue, onChange: carsChange, onBlur: carsBlur } = carsCount;

  const usType = values.us_external_type;
  const fromCountries = allowedCountries('from', usType);
  const toCountries = allowedCountries('to', usType, values.from?.country ?? null);
  const locked = Boolean(usType && values.from);

  useEffect(() => {
    if (!order) writeAddressDraft(values);
  }, [order, values]);
  useEffect(() => {
    onDirtyChange?.(formState.isDirty);
  }, [formState.isDirty, onDirtyChange]);

  if (readOnly && order) return <ReadOnlyAddresses order={order} onNext={onNext} />;

  const handlePickupChange = (place: Place | null) => {
    // The destination's country follows the pickup's with a US shipping type: a stale one is cleared.
    const to = form.getValues('to');
    if (place && to && !allowedCountries('to', usType, place.country).includes(to.country)) setValue('to', null);
  };

  const typeOptions = (Object.entries(ADDRESS_TYPE_KEYS) as [string, string][]).map(([value, key]) => ({
    value: Number(value) as AddressType,
    label: t(`wizard:addressType.${key}`),
  }));

  const saveOwn = async (body: OrderAddressesBody) => {
    if (!saveWith) return save.mutateAsync(body);
    setCreating(true);
    try {
      return await saveWith(body);
    } finally {
      setCreating(false);
    }
  };

  /** POST /guests/orders: the visitor's access (order id and hash) is kept in session storage from now on. */
  const createAsGuest = async (body: OrderAddressesBody, solved: string) => {
    setCreating(true);
    try {
      const created = await createGuestOrder({ ...body, altcha: solved });
      // the step kept is the wizard's 0-based index (the server's current_step is 1-based)
      writeGuestOrder({ orderId: created.id, hash: created.hash, step: wizardStartStep(created.order.current_step) });
      return created.order;
    } finally {
      setCreating(false);
    }
  };

  const submit = handleSubmit(async (v) => {
    if (asGuest && !order && !altcha) {
      setError('root.captcha', { type: 'client', message: t('wizard:captcha.required') });
      return;
    }
    try {
      const saved = asGuest && !order ? await createAsGuest(toBody(v), altcha!) : await saveOwn(toBody(v));
      clearAddressDraft();
      form.reset(v);
      onSaved(saved);
    } catch (error) {
      onApiError(error);
    }
  });

  const countryName = (c: string) => t(`wizard:country.${c}`);
  const handleCaptcha = (payload: string | null) => {
    setAltcha(payload);
    if (payload) form.clearErrors('root.captcha');
  };
  const captchaError = formState.errors.root?.captcha?.message;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {(['from', 'to'] as const).map((end) => (
            <Stack gap="sm" key={end}>
              <Title order={2} size="h4">
                {t(end === 'from' ? 'wizard:addresses.pickup' : 'wizard:addresses.destination')}
              </Title>
              <AddressField
                control={control}
                name={end}
                label={t('wizard:addresses.address')}
                required
                countries={end === 'from' ? fromCountries : toCountries}
                onPlaceChange={end === 'from' ? handlePickupChange : undefined}
                description={
                  end === 'to' && locked ? t('wizard:addresses.lockedTo', { country: countryName(toCountries[0]) }) : undefined
                }
              />
              <TextField control={control} name={`${end}_company`} label={t('wizard:addresses.company')} maxLength={120} />
              <SelectField
                control={control}
                name={end === 'from' ? 'origin_type_id' : 'destination_type_id'}
                label={t('wizard:addresses.type')}
                placeholder={t('wizard:addresses.typePlaceholder')}
                options={typeOptions}
                required
              />
            </Stack>
          ))}
        </SimpleGrid>
        <NumberInput
          label={t('wizard:addresses.carsCount')}
          description={t('wizard:addresses.carsCountHelp')}
          min={MIN_CARS}
          max={MAX_CARS}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          ref={carsRef}
          name={carsName}
          value={Number.isNaN(carsValue) ? '' : carsValue}
          onBlur={carsBlur}
          // an empty box is not a number: the rule says "1 to 100" instead of guessing one
          onChange={(n) => carsChange(typeof n === 'number' ? n : Number.NaN)}
          error={errorText(carsCountState.error?.message)}
          maw={220}
        />
        {usType ? (
          <Alert color="blue" variant="light" title={t(`wizard:usShipping.type.${usType === 1 ? 'snowbirds' : 'export'}`)}>
            {t('wizard:addresses.usRule')}
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            {t('wizard:addresses.canadaOnly')}
          </Text>
        )}
        <Suspense fallback={<div style={{ height: 260 }} />}>
          <RouteMap
            from={values.from}
            to={values.to}
            label={t('wizard:addresses.map')}
            fitMaxZoom={9}
            height={{ base: 220, sm: 300 }}
            testId="route-map"
          />
        </Suspense>
        {asGuest && !order && (
          <Stack gap={4}>
            <Suspense fallback={<div style={{ height: 72 }} />}>
              <AltchaWidget onChange={handleCaptcha} />
            </Suspense>
            {captchaError && (
              <Text size="sm" c="red.9" role="alert">
                {captchaError}
              </Text>
            )}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending || creating}>
            {t('wizard:next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
