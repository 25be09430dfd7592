import { useState } from 'react';
import { Autocomplete } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useJobSuggestions } from '../api/job-suggestions';

type Props = {
  kind: 'vin' | 'location';
  /** the committed value (from the URL) */
  value: string;
  /** called with the trimmed text after the user stops typing, or at once when a suggestion is picked */
  onSearch: (value: string) => void;
  label: string;
  placeholder: string;
  /** a message when the text may not be searched (it is then neither searched nor completed) */
  validate?: (value: string) => string | null;
  maxLength?: number;
  w?: number;
};

/** An active-jobs search box that suggests the VINs or the cities of the company's jobs (spec §2, §8). */
export const JobSearchAutocomplete = ({ kind, value, onSearch, validate, ...rest }: Props) => {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  // a reset or back-navigation changes the committed value from outside: show it
  if (value !== committed) {
    setCommitted(value);
    if (text.trim() !== value) setText(value);
  }
  // a picked suggestion (a whole VIN) is searched as it is: only what is typed is held to the rule
  const error = text.trim() === value ? null : (validate?.(text.trim()) ?? null);
  const suggestions = useJobSuggestions(kind, error ? '' : text);
  const commit = useDebouncedCallback((next: string) => {
    const trimmed = next.trim();
    if (validate?.(trimmed)) return;
    if (trimmed !== value) onSearch(trimmed);
  }, 500);
  return (
    <Autocomplete
      type="search"
      value={text}
      data={suggestions}
      onChange={(next) => {
        setText(next);
        commit(next);
      }}
      onOptionSubmit={(option) => {
        setText(option);
        commit.cancel();
        if (option !== value) onSearch(option);
      }}
      filter={({ options }) => options}
      comboboxProps={{ withinPortal: true }}
      error={error}
      label={rest.label}
      placeholder={rest.placeholder}
      maxLength={rest.maxLength}
      w={rest.w}
      autoComplete="off"
    />
  );
};
