import type { Place } from '@routier/domain';
import { useController, type FieldValues } from 'react-hook-form';
import { useErrorText, type FieldBinding } from '../form';
import { AddressAutocomplete, type AddressAutocompleteProps } from './address-autocomplete';

export type AddressFieldProps<T extends FieldValues, TOut extends FieldValues = T> = FieldBinding<T, TOut> &
  Omit<AddressAutocompleteProps, 'value' | 'onChange' | 'error' | 'name' | 'onBlur'> & {
    /** called after the place changes, e.g. to copy its city, province and postal code into other fields */
    onPlaceChange?: (place: Place | null) => void;
  };

/** AddressAutocomplete bound to a react-hook-form field holding a `Place | null`; its error is translated. */
export const AddressField = <T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  onPlaceChange,
  ...props
}: AddressFieldProps<T, TOut>) => {
  const { field, fieldState } = useController({ control, name });
  const errorText = useErrorText();
  return (
    <AddressAutocomplete
      {...props}
      name={name}
      value={(field.value as Place | null | undefined) ?? null}
      onChange={(place) => {
        field.onChange(place);
        onPlaceChange?.(place);
      }}
      onBlur={field.onBlur}
      error={errorText(fieldState.error?.message)}
    />
  );
};
