import { SimpleGrid } from '@mantine/core';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/form';

type WithPasswords = FieldValues & { password?: string; password_confirmation?: string };
export type PasswordFieldsProps<T extends WithPasswords, TOut extends FieldValues> = {
  control: Control<T, unknown, TOut>;
  disabled?: boolean;
};

/** New password and its confirmation, side by side. */
export const PasswordFields = <T extends WithPasswords, TOut extends FieldValues = T>({
  control,
  disabled,
}: PasswordFieldsProps<T, TOut>) => {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <PasswordField
        control={control}
        name={'password' as Path<T>}
        label={t('auth:password.new')}
        description={t('auth:password.hint')}
        autoComplete="new-password"
        disabled={disabled}
        required
      />
      <PasswordField
        control={control}
        name={'password_confirmation' as Path<T>}
        label={t('auth:password.confirm')}
        description={t('auth:password.confirmHint')}
        autoComplete="new-password"
        disabled={disabled}
        required
      />
    </SimpleGrid>
  );
};
