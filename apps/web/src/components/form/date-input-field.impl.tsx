import '@mantine/dates/styles.css';
import 'dayjs/locale/fr';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useMergedRef } from '@mantine/hooks';
import { DateInput, DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { parseEntryDate } from '@routier/domain';
import { ENTRY_DATE_FORMAT, type DateInputFieldProps } from './date-input-field';

/** What a person typed, read as a day: YYYY/MM/DD (shown), YYYY.MM.DD or YYYY-MM-DD (spec §9). */
const parseTyped = (text: string) => parseEntryDate(text);

/**
 * The date input itself, loaded with the first form that shows one (the date library is heavy): Mantine's
 * DateInput showing and reading YYYY/MM/DD, its calendar in the page's language, days outside min/max disabled.
 * Typed text that is no day, or a day outside the bounds, says so under the field and empties the value.
 */
const DateInputFieldImpl = ({
  value,
  onChange,
  onBlur,
  minDate,
  maxDate,
  minDateError,
  error,
  clearable,
  inputRef,
  ...props
}: DateInputFieldProps) => {
  const { t, i18n } = useTranslation('validation');
  const [typedError, setTypedError] = useState<string | null>(null);
  // the text as typed: a day within the bounds (or nothing) is rewritten as YYYY/MM/DD on leaving the field,
  // anything else stays as typed beside its error
  const [typed, setTyped] = useState<string | null>(null);
  // read from the input's own events: Preact's compat layer lets one onInput/onChange prop replace the other
  const ownRef = useRef<HTMLInputElement>(null);
  const ref = useMergedRef(ownRef, inputRef);
  useEffect(() => {
    const input = ownRef.current;
    if (!input) return;
    const read = () => setTyped(input.value);
    input.addEventListener('input', read);
    return () => input.removeEventListener('input', read);
  }, []);
  const typedDay = typed?.trim() ? parseTyped(typed) : null;
  const typedFine =
    typed === null ||
    !typed.trim() ||
    (typedDay !== null && (!minDate || typedDay >= minDate) && (!maxDate || typedDay <= maxDate));
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value.trim();
    const day = text ? parseTyped(text) : null;
    let problem: string | null = null;
    if (text && !day) problem = t('invalidDate');
    else if (day && minDate && day < minDate)
      problem = minDateError ?? t('dateBeforeMin', { date: minDate.replaceAll('-', '/') });
    else if (day && maxDate && day > maxDate) problem = t('dateAfterMax', { date: maxDate.replaceAll('-', '/') });
    setTypedError(problem);
    if (problem && value) onChange(null);
    else if (!text && value) onChange(null);
    onBlur?.(event);
  };
  return (
    <DatesProvider settings={{ locale: i18n.language.startsWith('fr') ? 'fr' : 'en', firstDayOfWeek: 0 }}>
      <DateInput
        {...props}
        ref={ref}
        value={value || null}
        onChange={(next) => {
          setTypedError(null);
          onChange(next);
        }}
        onBlur={handleBlur}
        valueFormat={ENTRY_DATE_FORMAT}
        dateParser={parseTyped}
        placeholder={props.placeholder ?? ENTRY_DATE_FORMAT}
        minDate={minDate}
        maxDate={maxDate}
        fixOnBlur={typedFine}
        allowDeselect
        clearable={clearable}
        error={typedError ?? error}
      />
    </DatesProvider>
  );
};

export default DateInputFieldImpl;
