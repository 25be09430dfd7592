import { lazy, Suspense, type CSSProperties, type FocusEvent, type ReactNode, type Ref } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import { useErrorText } from './error-text';
import type { FieldBinding } from './text-field';

/** Spec §9: dates are entered as YYYY/MM/DD (YYYY.MM.DD and YYYY-MM-DD are read too). */
export const ENTRY_DATE_FORMAT = 'YYYY/MM/DD';

export type DateInputFieldProps = {
  label?: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  required?: boolean;
  withAsterisk?: boolean;
  disabled?: boolean;
  name?: string;
  w?: TextInputProps['w'];
  maw?: TextInputProps['maw'];
  style?: CSSProperties;
  /** the day as the API takes it (YYYY-MM-DD), empty or null when none */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** earliest and latest days that can be picked (YYYY-MM-DD) */
  minDate?: string;
  maxDate?: string;
  error?: string | null;
  clearable?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  'data-testid'?: string;
};

const DateInputFieldImpl = lazy(() => import('./date-input-field.impl'));

/**
 * Every date a person types (decision 058): YYYY/MM/DD with a calendar. Until the date library has loaded, the
 * same field (label, value, error) stands there read-only.
 */
export const DateInputField = (props: DateInputFieldProps) => {
  const { value, label, description, error, required, withAsterisk, disabled, w, maw, style, name } = props;
  return (
    <Suspense
      fallback={
        <TextInput
          readOnly
          label={label}
          description={description}
          error={error}
          required={required}
          withAsterisk={withAsterisk}
          disabled={disabled}
          w={w}
          maw={maw}
          style={style}
          name={name}
          value={value ? value.replaceAll('-', '/') : ''}
          placeholder={ENTRY_DATE_FORMAT}
          data-testid={props['data-testid']}
        />
      }
    >
      <DateInputFieldImpl {...props} />
    </Suspense>
  );
};

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
