import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField, TextField } from '../../../components/form';

/** First name, last name and phone: the person fields of the settings and personal-info forms. */
export const NameAndPhoneFields = <T extends FieldValues>({ control }: { control: Control<T> }) => {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        control={control}
        name={'first_name' as Path<T>}
        label={t('users:settings.firstName')}
        autoComplete="given-name"
        required
      />
      <TextField
        control={control}
        name={'last_name' as Path<T>}
        label={t('users:settings.lastName')}
        autoComplete="family-name"
        required
      />
      <PhoneField control={control} name={'phone' as Path<T>} label={t('users:settings.phone')} required />
    </>
  );
};
