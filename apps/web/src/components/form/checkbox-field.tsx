import { Checkbox, type CheckboxProps } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import { useErrorText } from './error-text';
import type { FieldBinding } from './text-field';

export type CheckboxFieldProps<T extends FieldValues, TOut extends FieldValues = T> = FieldBinding<T, TOut> &
  Omit<CheckboxProps, 'name' | 'checked' | 'defaultChecked' | 'onChange' | 'error' | 'value'>;

/** A single yes/no checkbox bound to a boolean field. */
export const CheckboxField = <T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  ...props
}: CheckboxFieldProps<T, TOut>) => {
  const { field, fieldState } = useController({ control, name });
  const { ref, value, onChange, onBlur } = field;
  const errorText = useErrorText();
  return (
    <Checkbox
      {...props}
      ref={ref}
      name={name}
      checked={Boolean(value)}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={onBlur}
      error={errorText(fieldState.error?.message)}
    />
  );
};
