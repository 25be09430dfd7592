import { lazy, Suspense, type CSSProperties, type FocusEvent, type ReactNode, type Ref } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';

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
  /** what a typed day before `minDate` is told (default: "The date cannot be before …") */
  minDateError?: string;
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
