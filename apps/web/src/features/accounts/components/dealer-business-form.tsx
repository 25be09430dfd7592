import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DealerType, taxIdLabel, type AccountBusinessDetails, type DealerBusinessFormValues, type Place } from '@routier/domain';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressField } from '../../../components/address-autocomplete';
import { EmailField, FormErrorSummary, PhoneField, SelectField, TextField, useApiFormErrors } from '../../../components/form';
import { useLazyResolver } from '../../../lib/lazy-zod-resolver';
import { useSaveBusinessDetails } from '../api/save-business-details';
import { businessPlace, placeParts } from './business-place';
import { dealerBusinessResolver } from './form-resolvers';

const FIELDS = ['name', 'place', 'zip_code', 'phone', 'email', 'dealer_license', 'tax_id', 'type'] as const;
const apiField = (key: string) => (['address', 'lat', 'lng', 'province', 'city'].includes(key) ? 'place' : key);

/** Spec §5, dealer: name, address, postal code, phone, email, dealer license, tax id (labelled by the province), type. */
export const DealerBusinessForm = ({ business, disabled }: { business: AccountBusinessDetails; disabled: boolean }) => {
  const { t } = useTranslation();
  const save = useSaveBusinessDetails(business.id);
  useLazyResolver(dealerBusinessResolver);
  const form = useForm<DealerBusinessFormValues>({
    resolver: dealerBusinessResolver,
    defaultValues: {
      name: business.name ?? '',
      place: businessPlace(business),
      zip_code: business.zip_code ?? '',
      phone: business.phone ?? '',
      email: business.email ?? '',
      dealer_license: business.dealer_license ?? '',
      tax_id: business.tax_id ?? '',
      type: (business.type ?? DealerType.Independent) as DealerBusinessFormValues['type'],
    },
  });
  const place = useWatch({ control: form.control, name: 'place' }) as Place | null;
  const taxType = taxIdLabel(place?.province);
  const setError = form.setError;
  const handleApiError = useApiFormErrors<DealerBusinessFormValues>(
    (key, error, options) => setError(apiField(key) as typeof key, error, options),
    { fields: [...FIELDS, 'address', 'lat', 'lng', 'province', 'city'] },
  );
  const handlePlace = (next: Place | null) => {
    if (next?.zip_code && !form.getValues('zip_code')) form.setValue('zip_code', next.zip_code);
  };
  const handleSubmit = form.handleSubmit(async (v) => {
    try {
      const chosen = v.place as Place;
      await save.mutateAsync({ ...v, place: undefined, ...placeParts(chosen) });
      notifications.show({ color: 'green', message: t('accounts:business.saved') });
    } catch (error) {
      handleApiError(error);
    }
  });
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('accounts:business.title')}>
      <Stack gap="md">
        <FormErrorSummary errors={form.formState.errors} />
        <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            <TextField control={form.control} name="name" label={t('accounts:business.name')} required />
            <AddressField
              control={form.control}
              name="place"
              label={t('accounts:business.address')}
              required
              countries={['CA']}
              onPlaceChange={handlePlace}
              disabled={disabled}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextField control={form.control} name="zip_code" label={t('accounts:business.zipCode')} required />
              <PhoneField control={form.control} name="phone" label={t('accounts:business.phone')} required />
              <EmailField control={form.control} name="email" label={t('accounts:business.email')} required />
              <TextField control={form.control} name="dealer_license" label={t('accounts:business.dealerLicense')} required />
              <TextField
                control={form.control}
                name="tax_id"
                label={
                  taxType
                    ? t('accounts:business.taxIdOf', { type: t(`accounts:taxTypes.${taxType}`) })
                    : t('accounts:business.taxId')
                }
                description={taxType ? undefined : t('accounts:business.taxIdHint')}
                disabled={!taxType}
                required
              />
              <SelectField
                control={form.control}
                name="type"
                label={t('accounts:business.type')}
                options={[
                  { value: DealerType.Independent, label: t('accounts:business.types.independent') },
                  { value: DealerType.Franchise, label: t('accounts:business.types.franchise') },
                ]}
                required
              />
            </SimpleGrid>
          </Stack>
        </fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting} disabled={disabled}>
            {t('common:saveChanges')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
