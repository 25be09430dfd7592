import { useState } from 'react';
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Role, type CurrentUser, type Place } from '@routier/domain';
import { useApiFormErrors, useErrorText } from '../../../components/form';
import { NameAndPhoneFields } from './name-and-phone-fields';
import { AddressAutocomplete } from '../../../components/address-autocomplete';
import { useUpdateProfile } from '../api/update-profile';
import { personalInfoResolver } from './form-resolvers';
import { useLazyResolver } from '../../../lib/lazy-zod-resolver';

const FIELDS = ['first_name', 'last_name', 'phone', 'address', 'lat', 'lng'] as const;

/** The saved address as a chosen place, so the box shows it and the form keeps its coordinates. */
const savedPlace = (user: CurrentUser): Place | null => {
  const a = user.address;
  if (!a?.address || a.lat === null || a.lng === null) return null;
  const place = { place_id: `saved-${user.id}`, label: a.address, address: a.address, city: '', sublocality: null, province: '' };
  return { ...place, country: 'CA', zip_code: null, lat: a.lat, lng: a.lng };
};

export type PersonalInfoFormProps = { user: CurrentUser; onSaved: () => void | Promise<void> };

/** /user/update: names and phone for new sub-dealers and dispatchers, plus an address for dispatchers. */
export const PersonalInfoForm = ({ user, onSaved }: PersonalInfoFormProps) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const isDispatcher = user.role === Role.Dispatcher;
  const update = useUpdateProfile(user);
  const [place, setPlace] = useState<Place | null>(() => savedPlace(user));
  // Sub-dealers' form carries the address fields too, unchecked and not sent.
  const resolver = personalInfoResolver(isDispatcher);
  useLazyResolver(resolver);
  const form = useForm({
    resolver,
    defaultValues: {
      first_name: user.first_name ?? '',
      last_name: user.last_name ?? '',
      phone: user.phone ?? '',
      address: place?.address ?? '',
      lat: place?.lat,
      lng: place?.lng,
    },
  });
  const handleApiError = useApiFormErrors(form.setError, { fields: FIELDS });
  const { errors, isSubmitted } = form.formState;
  const addressError = [errors.lat, errors.lng, errors.address].map((e) => e?.message).find(Boolean);

  const handlePlace = (next: Place | null) => {
    setPlace(next);
    const options = { shouldValidate: isSubmitted, shouldDirty: true };
    form.setValue('address', next?.label ?? '', options);
    form.setValue('lat', next?.lat, options);
    form.setValue('lng', next?.lng, options);
  };
  const handleSubmit = form.handleSubmit(async ({ first_name, last_name, phone, address, lat, lng }) => {
    const input = { first_name, last_name, phone };
    try {
      await update.mutateAsync(
        isDispatcher && address && lat !== undefined && lng !== undefined ? { ...input, address, lat, lng } : input,
      );
      await onSaved();
    } catch (error) {
      handleApiError(error);
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NameAndPhoneFields control={form.control} />
        </SimpleGrid>
        {isDispatcher && (
          <AddressAutocomplete
            label={t('users:update.address')}
            description={t('users:update.addressHint')}
            value={place}
            onChange={handlePlace}
            error={errorText(addressError)}
            name="address"
            required
          />
        )}
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
          {t('users:update.submit')}
        </Button>
      </Stack>
    </form>
  );
};
