import { TextInput } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import { maskPhone } from '@routier/domain';
import { useErrorText } from './error-text';
import type { TextFieldProps } from './text-field';

/** Phone input masked as ###-###-#### while typing. */
export const PhoneField = <T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  ...props
}: TextFieldProps<T, TOut>) => {
  const { field, fieldState } = useController({ control, name });
  const { ref, value, onChange, onBlur } = field;
  const errorText = useErrorText();
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="514-555-0123"
      {...props}
      ref={ref}
      name={name}
      value={(value as string | null | undefined) ?? ''}
      onChange={(event) => onChange(maskPhone(event.currentTarget.value))}
      onBlur={onBlur}
      error={errorText(fieldState.error?.message)}
    />
  );
};
