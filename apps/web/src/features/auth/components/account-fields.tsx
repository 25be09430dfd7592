import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmailField, PhoneField, TextField } from '../../../components/form';
import type { RegisterControl } from './register-form-model';

export type AccountFieldsProps = { control: RegisterControl; emailReadOnly: boolean };

/** The person behind the account: names, e-mail (read-only after a social sign-in) and phone. */
export const AccountFields = ({ control, emailReadOnly }: AccountFieldsProps) => {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextField control={control} name="first_name" label={t('auth:register.firstName')} autoComplete="given-name" required />
      <TextField control={control} name="last_name" label={t('auth:register.lastName')} autoComplete="family-name" required />
      <EmailField
        control={control}
        name="email"
        label={t('auth:register.email')}
        readOnly={emailReadOnly}
        description={emailReadOnly ? t('auth:register.emailFromSocial') : undefined}
        required
      />
      <PhoneField control={control} name="phone" label={t('auth:register.phone')} required />
    </SimpleGrid>
  );
};
