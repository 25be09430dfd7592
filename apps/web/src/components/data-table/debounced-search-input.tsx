import { useId, useState, type ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';

type Props = {
  /** the committed value (usually from the URL) */
  value: string;
  /** called with the trimmed text after the user stops typing */
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
  delay?: number;
  /** when it returns a message the text is not searched and the message shows under the input */
  validate?: (value: string) => string | null;
  description?: ReactNode;
  maxLength?: number;
  w?: number | string;
  'data-testid'?: string;
  /** suggestions offered under the box (a native list: no extra code for the pages) */
  suggestions?: readonly string[];
  /** the text as it is typed, before the delay (to fetch suggestions) */
  onTextChange?: (value: string) => void;
};

/** A search box that commits its text after `delay` ms (500 by default) and follows outside resets. */
export const DebouncedSearchInput = ({ value, onSearch, validate, delay = 500, suggestions, onTextChange, ...rest }: Props) => {
  const listId = useId();
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  // A reset or back-navigation changes the committed value from outside: show it.
  if (value !== committed) {
    setCommitted(value);
    if (text.trim() !== value) setText(value);
  }
  const commit = useDebouncedCallback((next: string) => {
    const trimmed = next.trim();
    if (validate?.(trimmed)) return;
    if (trimmed !== value) onSearch(trimmed);
  }, delay);
  const error = validate?.(text.trim()) ?? null;
  const input = (
    <TextInput
      type="search"
      value={text}
      list={suggestions ? listId : undefined}
      autoComplete={suggestions ? 'off' : undefined}
      onChange={(event) => {
        setText(event.currentTarget.value);
        onTextChange?.(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      error={error}
      label={rest.label}
      placeholder={rest.placeholder}
      description={rest.description}
      maxLength={rest.maxLength}
      w={rest.w}
      data-testid={rest['data-testid']}
    />
  );
  if (!suggestions) return input;
  return (
    <>
      {input}
      <datalist id={listId}>
        {suggestions.map((option) => (
          <option key={option} value={option} />
        ))}
      </datalist>
    </>
  );
};
