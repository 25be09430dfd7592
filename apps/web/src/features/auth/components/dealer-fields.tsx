import { SimpleGrid, Stack } from '@mantine/core';
import { useWatch, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { taxIdKind } from '@routier/domain';
import { EmailField, PhoneField, TextField } from '../../../components/form';
import { CompanyAddressField } from './company-address-field';
import { NewsletterOptIn } from './newsletter-opt-in';
import type { RegisterControl, RegisterFormValues } from './register-form-model';

const TAX_KIND_KEYS = { GST: 'gst', HST: 'hst', 'GST+PST': 'gstPst', 'GST+QST': 'gstQst' } as const;

export type DealerFieldsProps = { control: RegisterControl; setValue: UseFormSetValue<RegisterFormValues> };

/** The dealership: name, address with coordinates, contacts, licence, tax id and the newsletter opt-in. */
export const DealerFields = ({ control, setValue }: DealerFieldsProps) => {
  const { t } = useTranslation();
  const province = useWatch({ control, name: 'province' });
  const taxLabel = province
    ? t('auth:register.taxIdOf', { kind: t(`auth:register.taxKind.${TAX_KIND_KEYS[taxIdKind(province)]}`) })
    : t('auth:register.taxId');
  return (
    <Stack gap="md">
      <TextField control={control} name="company" label={t('auth:register.company')} autoComplete="organization" required />
      <CompanyAddressField control={control} setValue={setValue} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <EmailField control={control} name="company_email" label={t('auth:register.companyEmail')} autoComplete="off" required />
        <PhoneField control={control} name="company_phone" label={t('auth:register.companyPhone')} autoComplete="off" required />
        <TextField
          control={control}
          name="postal_code"
          label={t('auth:register.postalCode')}
          autoComplete="postal-code"
          required
        />
        <TextField control={control} name="dealer_license" label={t('auth:register.dealerLicense')} required />
        <TextField
          control={control}
          name="tax_id"
          label={taxLabel}
          disabled={!province}
          description={province ? undefined : t('auth:register.taxIdNeedsProvince')}
          required
        />
      </SimpleGrid>
      <NewsletterOptIn control={control} setValue={setValue} />
    </Stack>
  );
};
