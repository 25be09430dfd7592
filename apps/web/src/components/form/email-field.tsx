import type { FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from './text-field';

/** E-mail input (type, autocomplete and keyboard set for addresses). */
export const EmailField = <T extends FieldValues, TOut extends FieldValues = T>(props: TextFieldProps<T, TOut>) => (
  <TextField type="email" autoComplete="email" inputMode="email" {...props} />
);
