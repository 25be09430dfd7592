import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWatch, type Control } from 'react-hook-form';
import { AddressField } from '../../../components/address-autocomplete';
import { EmailField, PhoneField, TextField } from '../../../components/form';
import type { CheckoutFormValues } from './checkout-form';

/** Spec §5: a business's missing details at checkout; the tax id is enabled once the address gives a province. */
export const BusinessFields = ({ control }: { control: Control<CheckoutFormValues> }) => {
  const { t } = useTranslation('checkout');
  const place = useWatch({ control, name: 'business.place' });
  return (
    <Stack gap="sm">
      <div>
        <Title order={3} size="h5">
          {t('business.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('business.intro')}
        </Text>
      </div>
      <TextField control={control} name="business.name" label={t('business.name')} required />
      <AddressField control={control} name="business.place" label={t('business.address')} required countries={['CA']} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField control={control} name="business.zip_code" label={t('business.zipCode')} required />
        <PhoneField control={control} name="business.phone" label={t('business.phone')} required />
        <EmailField control={control} name="business.email" label={t('business.email')} required />
        <TextField control={control} name="business.dealer_license" label={t('business.dealerLicense')} required />
        <TextField
          control={control}
          name="business.tax_id"
          label={t('business.taxId')}
          description={place ? undefined : t('business.taxIdHint')}
          disabled={!place}
          required
        />
      </SimpleGrid>
    </Stack>
  );
};
