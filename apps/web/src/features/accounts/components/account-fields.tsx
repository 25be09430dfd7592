import { MultiSelect, NumberInput, TextInput, type NumberInputProps, type TextInputProps } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText, type FieldBinding } from '../../../components/form';

type Bound<T extends FieldValues> = FieldBinding<T> & { label: string; required?: boolean; description?: string };

/** A text input whose typed value is rewritten (a mask, upper case) before it reaches the form. */
export const MaskedField = <T extends FieldValues>({
  control,
  name,
  format,
  ...props
}: Bound<T> & { format: (value: string) => string } & Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'error'>) => {
  const { field, fieldState } = useController({ control, name });
  const { ref, value, onChange, onBlur } = field;
  const errorText = useErrorText();
  return (
    <TextInput
      {...props}
      ref={ref}
      name={name}
      value={(value as string | null | undefined) ?? ''}
      onChange={(event) => onChange(format(event.currentTarget.value))}
      onBlur={onBlur}
      error={errorText(fieldState.error?.message)}
    />
  );
};

/** Dollars with "$" and thousands separators, 2 decimals (in French: 2 000 000,00 $). */
export const MoneyField = <T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & Omit<NumberInputProps, 'name' | 'value' | 'onChange' | 'error'>) => {
  const { i18n } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const { ref, value, onChange, onBlur } = field;
  const errorText = useErrorText();
  const fr = i18n.language === 'fr';
  return (
    <NumberInput
      {...props}
      ref={ref}
      name={name}
      value={(value as number | string | null | undefined) ?? ''}
      onChange={(value) => onChange(value)}
      onBlur={onBlur}
      error={errorText(fieldState.error?.message)}
      min={0}
      decimalScale={2}
      allowNegative={false}
      thousandSeparator={fr ? '\u00a0' : ','}
      decimalSeparator={fr ? ',' : '.'}
      {...(fr ? { suffix: '\u00a0$' } : { prefix: '$' })}
      inputMode="decimal"
      hideControls
    />
  );
};

/** Several choices from a list (service regions). */
export const MultiChoiceField = <T extends FieldValues>({
  control,
  name,
  options,
  ...props
}: Bound<T> & { options: { value: string; label: string }[] }) => {
  const { field, fieldState } = useController({ control, name });
  const { ref, value, onChange, onBlur } = field;
  const errorText = useErrorText();
  return (
    <MultiSelect
      {...props}
      ref={ref}
      name={name}
      data={options}
      value={(value as string[] | undefined) ?? []}
      onChange={onChange}
      onBlur={onBlur}
      error={errorText(fieldState.error?.message)}
      searchable
      clearable
      hidePickedOptions
      comboboxProps={{ withinPortal: true }}
    />
  );
};
