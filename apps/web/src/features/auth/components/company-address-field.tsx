import { useState } from 'react';
import { useFormState, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isProvince, POSTAL_CODE_PATTERN, type Place } from '@routier/domain';
import { AddressAutocomplete } from '../../../components/address-autocomplete';
import { useErrorText } from '../../../components/form';
import { COMPANY_ADDRESS_FIELDS, type RegisterControl, type RegisterFormValues } from './register-form-model';

export type CompanyAddressFieldProps = { control: RegisterControl; setValue: UseFormSetValue<RegisterFormValues> };

/**
 * The company address (Canada): choosing a suggestion fills address, city, province, postal code and
 * coordinates together; clearing it clears them. Their errors show on this one input.
 */
export const CompanyAddressField = ({ control, setValue }: CompanyAddressFieldProps) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [place, setPlace] = useState<Place | null>(null);
  const { errors, isSubmitted } = useFormState({ control, name: [...COMPANY_ADDRESS_FIELDS] });
  const error = ['lat', 'lng', 'address', 'city', 'province'].map((f) => errors[f as keyof typeof errors]?.message).find(Boolean);

  const handleChange = (next: Place | null) => {
    setPlace(next);
    const options = { shouldValidate: isSubmitted, shouldDirty: true };
    setValue('address', next?.address ?? '', options);
    setValue('city', next?.city ?? '', options);
    setValue('province', next && isProvince(next.province) ? next.province : null, options);
    setValue('lat', next?.lat, options);
    setValue('lng', next?.lng, options);
    // a place known only by its area ("V6B") leaves the postal code to be typed in full
    if (next?.zip_code && POSTAL_CODE_PATTERN.test(next.zip_code)) setValue('postal_code', next.zip_code, options);
  };

  return (
    <AddressAutocomplete
      label={t('auth:register.companyAddress')}
      description={t('auth:register.companyAddressHint')}
      value={place}
      onChange={handleChange}
      countries={['CA']}
      error={errorText(typeof error === 'string' ? error : undefined)}
      name="address"
      required
    />
  );
};
