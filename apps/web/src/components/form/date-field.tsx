import { useController, type FieldValues } from 'react-hook-form';
import { DateInputField, type DateInputFieldProps } from './date-input-field';
import { useErrorText } from './error-text';
import type { FieldBinding } from './text-field';

export type DateFieldProps<T extends FieldValues, TOut extends FieldValues = T> = FieldBinding<T, TOut> &
  Omit<DateInputFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'inputRef'>;

/** A date bound to a react-hook-form field (its value YYYY-MM-DD, '' when none); its error is translated. */
export const DateField = <T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  onBlur,
  ...props
}: DateFieldProps<T, TOut>) => {
  const { field, fieldState } = useController({ control, name });
  const errorText = useErrorText();
  return (
    <DateInputField
      {...props}
      inputRef={field.ref}
      name={name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(next) => field.onChange(next ?? '')}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      error={errorText(fieldState.error?.message)}
    />
  );
};
