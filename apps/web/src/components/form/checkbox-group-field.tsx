import { Checkbox, Group, type CheckboxGroupProps } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import { useErrorText } from './error-text';
import type { FieldBinding } from './text-field';
import type { SelectOption } from './select-field';

export type CheckboxGroupFieldProps<
  T extends FieldValues,
  V extends string | number,
  TOut extends FieldValues = T,
> = FieldBinding<T, TOut> &
  Omit<CheckboxGroupProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'children'> & {
    options: readonly SelectOption<V>[];
  };

/** Several checkboxes bound to one array field (values keep their number or string type). */
export const CheckboxGroupField = <T extends FieldValues, V extends string | number, TOut extends FieldValues = T>({
  control,
  name,
  options,
  ...props
}: CheckboxGroupFieldProps<T, V, TOut>) => {
  const { field, fieldState } = useController({ control, name });
  const { ref, value, onChange, onBlur } = field;
  const errorText = useErrorText();
  const selected = ((value as V[] | undefined) ?? []).map(String);
  return (
    <Checkbox.Group
      {...props}
      value={selected}
      onChange={(raw) => onChange(options.filter((o) => raw.includes(String(o.value))).map((o) => o.value))}
      error={errorText(fieldState.error?.message)}
    >
      <Group mt={6} gap="lg">
        {options.map((o, i) => (
          <Checkbox
            key={String(o.value)}
            value={String(o.value)}
            label={o.label}
            ref={i === 0 ? ref : undefined}
            onBlur={onBlur}
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
};
