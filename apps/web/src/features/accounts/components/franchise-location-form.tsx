import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AccountFranchiseLocation, FranchiseLocationFormValues, Place } from '@routier/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressField } from '../../../components/address-autocomplete';
import { TextField, useApiFormErrors } from '../../../components/form';
import { useLazyResolver } from '../../../lib/lazy-zod-resolver';
import { createFranchiseLocation, updateFranchiseLocation, useFranchiseLocationMutation } from '../api/franchise-locations';
import { locationPlace, placeParts } from './business-place';
import { franchiseLocationResolver } from './form-resolvers';

const ADDRESS_KEYS = ['address', 'lat', 'lng', 'province', 'city', 'zip_code'];

/** Spec §5, franchise location: a name and an address with coordinates; adds one or edits `location`. */
export const FranchiseLocationForm = ({
  businessId,
  location,
  onDone,
}: {
  businessId: number;
  location: AccountFranchiseLocation | null;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  useLazyResolver(franchiseLocationResolver);
  const save = useFranchiseLocationMutation(businessId, (body: Parameters<typeof createFranchiseLocation>[0]) =>
    location ? updateFranchiseLocation(location.id, body) : createFranchiseLocation(body),
  );
  const form = useForm<FranchiseLocationFormValues>({
    resolver: franchiseLocationResolver,
    defaultValues: { name: location?.name ?? '', place: location ? locationPlace(location) : null },
  });
  const setError = form.setError;
  const handleApiError = useApiFormErrors<FranchiseLocationFormValues>(
    (key, error, options) => setError((ADDRESS_KEYS.includes(key) ? 'place' : key) as typeof key, error, options),
    { fields: ['name', 'place', ...ADDRESS_KEYS] },
  );
  const handleSubmit = form.handleSubmit(async (v) => {
    const place = v.place as Place;
    try {
      await save.mutateAsync({ name: v.name, ...placeParts(place), zip_code: place.zip_code ?? undefined });
      notifications.show({ color: 'green', message: t('accounts:franchise.saved') });
      onDone();
    } catch (error) {
      handleApiError(error);
    }
  });
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('accounts:franchise.formLabel')}>
      <Stack gap="md">
        <TextField control={form.control} name="name" label={t('accounts:franchise.name')} required data-autofocus />
        <AddressField control={form.control} name="place" label={t('accounts:franchise.address')} required />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('common:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
