import { Select, type SelectProps } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import { useErrorText } from './error-text';
import type { FieldBinding } from './text-field';

export type SelectOption<V extends string | number> = { value: V; label: string };
export type SelectFieldProps<T extends FieldValues, V extends string | number, TOut extends FieldValues = T> = FieldBinding<
  T,
  TOut
> &
  Omit<SelectProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'data'> & {
    options: readonly SelectOption<V>[];
    /** called after the field changes, with the option's own value (number or string) */
    onValueChange?: (value: V | null) => void;
  };

/** Select bound to a react-hook-form field; options keep their number or string values. */
export const SelectField = <T extends FieldValues, V extends string | number, TOut extends FieldValues = T>({
  control,
  name,
  options,
  onValueChange,
  ...props
}: SelectFieldProps<T, V, TOut>) => {
  const { field, fieldState } = useController({ control, name });
  const { ref, value, onChange, onBlur } = field;
  const errorText = useErrorText();
  const current = value as V | null | undefined;
  return (
    <Select
      allowDeselect={false}
      {...props}
      ref={ref}
      name={name}
      data={options.map((o) => ({ value: String(o.value), label: o.label }))}
      value={current === null || current === undefined ? null : String(current)}
      onChange={(raw) => {
        const value = options.find((o) => String(o.value) === raw)?.value ?? null;
        onChange(value);
        onValueChange?.(value);
      }}
      onBlur={onBlur}
      error={errorText(fieldState.error?.message)}
    />
  );
};
