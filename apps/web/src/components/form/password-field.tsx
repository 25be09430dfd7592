import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import { useErrorText } from './error-text';
import type { FieldBinding } from './text-field';

export type PasswordFieldProps<T extends FieldValues, TOut extends FieldValues = T> = FieldBinding<T, TOut> &
  Omit<PasswordInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error'>;

/** Password input with a show/hide toggle, bound to a react-hook-form field. */
export const PasswordField = <T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  ...props
}: PasswordFieldProps<T, TOut>) => {
  const { field, fieldState } = useController({ control, name });
  const { ref, value, onChange, onBlur } = field;
  const errorText = useErrorText();
  return (
    <PasswordInput
      autoComplete="current-password"
      {...props}
      ref={ref}
      name={name}
      value={(value as string | null | undefined) ?? ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={errorText(fieldState.error?.message)}
    />
  );
};
