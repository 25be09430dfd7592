import { useState, type ReactNode } from 'react';
import { CloseButton, Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Country, Place } from '@routier/domain';
import { usePlaceSearch } from './use-place-search';

export type AddressAutocompleteProps = {
  label: ReactNode;
  value: Place | null;
  onChange: (place: Place | null) => void;
  error?: ReactNode;
  disabled?: boolean;
  countries?: Country[];
  placeholder?: string;
  required?: boolean;
  description?: ReactNode;
  name?: string;
  onBlur?: () => void;
};

const DEFAULT_COUNTRIES: Country[] = ['CA', 'US'];

/**
 * Address search box: suggestions from GET /api/geo/search from 3 characters on, 300 ms after typing
 * stops. Choosing one sets the place (the street typed before the city stays its `address`); typing
 * again clears it, so a form never keeps coordinates that do not match the text.
 */
export const AddressAutocomplete = ({
  label,
  value,
  onChange,
  error,
  disabled,
  countries = DEFAULT_COUNTRIES,
  placeholder,
  required,
  description,
  name,
  onBlur,
}: AddressAutocompleteProps) => {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(value?.label ?? '');
  const [shown, setShown] = useState<Place | null>(value);
  // A new value from outside (a reset, a saved address) replaces the text.
  if (value?.place_id !== shown?.place_id || value?.label !== shown?.label) {
    setShown(value);
    if (value) setText(value.label);
    else if (shown && text === shown.label) setText('');
  }
  const chosen = value !== null && text === value.label;
  const { places, searching, failed, empty } = usePlaceSearch(text, { countries, enabled: !chosen && !disabled });

  const handleType = (next: string) => {
    setText(next);
    if (value) onChange(null);
    combobox.openDropdown();
    combobox.resetSelectedOption();
  };
  const handleSubmit = (placeId: string) => {
    const place = places.find((p) => p.place_id === placeId);
    if (!place) return;
    setText(place.label);
    setShown(place);
    onChange(place);
    combobox.closeDropdown();
  };
  const handleClear = () => {
    setText('');
    if (value) onChange(null);
    combobox.closeDropdown();
  };

  const showDropdown = places.length > 0 || failed || empty;
  return (
    <Combobox store={combobox} onOptionSubmit={handleSubmit} disabled={disabled}>
      <Combobox.Target>
        <TextInput
          label={label}
          description={description}
          placeholder={placeholder ?? t('geo:autocomplete.placeholder')}
          required={required}
          disabled={disabled}
          name={name}
          error={error}
          value={text}
          autoComplete="off"
          onChange={(event) => handleType(event.currentTarget.value)}
          onFocus={() => combobox.openDropdown()}
          onClick={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            onBlur?.();
          }}
          rightSection={
            searching ? (
              <Loader size={16} aria-label={t('geo:autocomplete.searching')} />
            ) : text && !disabled ? (
              <CloseButton
                size="sm"
                aria-label={t('geo:autocomplete.clear')}
                onMouseDown={(e) => e.preventDefault()}
                onClick={handleClear}
              />
            ) : null
          }
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!showDropdown}>
        <Combobox.Options>
          {places.map((place) => (
            <Combobox.Option value={place.place_id} key={place.place_id}>
              <Text size="sm">{place.label}</Text>
              {place.sublocality && (
                <Text size="xs" c="dimmed">
                  {place.sublocality}
                </Text>
              )}
            </Combobox.Option>
          ))}
          {places.length === 0 && empty && <Combobox.Empty>{t('geo:autocomplete.noResults')}</Combobox.Empty>}
          {places.length === 0 && failed && <Combobox.Empty>{t('geo:autocomplete.searchFailed')}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
};
