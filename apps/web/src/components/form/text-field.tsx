import { TextInput, type TextInputProps } from '@mantine/core';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useErrorText } from './error-text';

/** The form's control and a field name; `TOut` is what the resolver turns the values into. */
export type FieldBinding<T extends FieldValues, TOut extends FieldValues = T> = {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
};
export type TextFieldProps<T extends FieldValues, TOut extends FieldValues = T> = FieldBinding<T, TOut> &
  Omit<TextInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error'>;

/** Text input bound to a react-hook-form field; its error is translated. */
export const TextField = <T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  onBlur,
  ...props
}: TextFieldProps<T, TOut>) => {
  const { field, fieldState } = useController({ control, name });
  const { ref, value, onChange, onBlur: markTouched } = field;
  const errorText = useErrorText();
  return (
    <TextInput
      {...props}
      ref={ref}
      name={name}
      value={(value as string | null | undefined) ?? ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event) => {
        markTouched();
        onBlur?.(event);
      }}
      error={errorText(fieldState.error?.message)}
    />
  );
};
