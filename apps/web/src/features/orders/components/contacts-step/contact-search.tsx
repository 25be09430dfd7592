import { useState } from 'react';
import { Autocomplete, Loader, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { CONTACT_SEARCH_MIN_LENGTH } from '@routier/domain';
import { useContactSearch, type SavedContact } from '../../api/contact-details';

const NO_MATCH = 'no-match';

type Props = { label: string; onPick: (contact: SavedContact) => void };

/** Saved-contact search (signed-in users): starts when the keyword is longer than 2 characters. */
export const ContactSearch = ({ label, onPick }: Props) => {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const search = useContactSearch(debounced);
  const contacts = search.data ?? [];
  const long = keyword.trim().length > CONTACT_SEARCH_MIN_LENGTH;
  const noMatch = long && search.isSuccess && contacts.length === 0 && debounced === keyword.trim();
  const options: ComboboxItem[] = noMatch
    ? [{ value: NO_MATCH, label: t('order-page:contactsStep.noMatch'), disabled: true }]
    : contacts.map((c) => ({ value: String(c.id), label: `${c.name} · ${c.email} · #${c.id}` }));
  const handlePick = (value: string) => {
    const contact = contacts.find((c) => String(c.id) === value);
    if (contact) onPick(contact);
    setKeyword('');
  };
  return (
    <Autocomplete
      label={label}
      placeholder={t('order-page:contactsStep.searchPlaceholder')}
      // the same hint whatever is typed, so both columns stay aligned
      description={t('order-page:contactsStep.searchHint')}
      value={keyword}
      onChange={setKeyword}
      onOptionSubmit={handlePick}
      data={options}
      filter={({ options }) => options}
      rightSection={search.isFetching ? <Loader size="xs" /> : null}
      comboboxProps={{ withinPortal: true }}
    />
  );
};
