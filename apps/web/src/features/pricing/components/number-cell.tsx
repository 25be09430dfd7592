import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useErrorText } from '../../../components/form';

type Props<T extends FieldValues> = { control: Control<T>; name: Path<T> } & Omit<
  NumberInputProps,
  'name' | 'value' | 'onChange' | 'error'
>;

/** A number bound to a form field: never below 0, two decimals; an empty input says "required". */
export const NumberCell = <T extends FieldValues>({ control, name, ...props }: Props<T>) => {
  const { field, fieldState } = useController({
    control,
    name,
    rules: {
      validate: (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? (v >= 0 ? true : 'outOfRange') : 'isRequired'),
    },
  });
  const { ref, value, onChange, onBlur } = field;
  const errorText = useErrorText();
  return (
    <NumberInput
      {...props}
      ref={ref}
      name={name}
      value={value as number}
      onChange={(v) => onChange(typeof v === 'number' ? v : v === '' ? null : Number(v))}
      onBlur={onBlur}
      min={0}
      decimalScale={2}
      error={errorText(fieldState.error?.message)}
    />
  );
};
