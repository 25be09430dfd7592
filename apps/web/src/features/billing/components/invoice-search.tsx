import { useState } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { INVOICE_KEYWORD_MAX } from '@routier/domain';
import { useTranslation } from 'react-i18next';

type Props = { value: string; onSearch: (keyword: string) => void };

/** The search box (order number or VIN) with an X that clears it at once; typing commits after 500 ms. */
export const InvoiceSearch = ({ value, onSearch }: Props) => {
  const { t } = useTranslation('billing');
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  // a reset or back-navigation changes the committed value from outside: show it
  if (value !== committed) {
    setCommitted(value);
    if (text.trim() !== value) setText(value);
  }
  const commit = useDebouncedCallback((next: string) => {
    const trimmed = next.trim();
    if (trimmed !== value) onSearch(trimmed);
  }, 500);
  const handleClear = () => {
    commit.cancel();
    setText('');
    if (value) onSearch('');
  };
  return (
    <TextInput
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      maxLength={INVOICE_KEYWORD_MAX}
      w={{ base: '100%', sm: 300 }}
      rightSection={text ? <CloseButton aria-label={t('search.clear')} onClick={handleClear} /> : null}
    />
  );
};
