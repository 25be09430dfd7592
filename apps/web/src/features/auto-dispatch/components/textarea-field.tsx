import { Textarea, type TextareaProps } from '@mantine/core';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useErrorText } from '../../../components/form';

type Props<T extends FieldValues, TOut extends FieldValues> = {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  /** shows "n/max" after the description */
  max: number;
} & Omit<TextareaProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error'>;

/** A multi-line text bound to a react-hook-form field, with its length against the limit; its error translated. */
export const TextareaField = <T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  max,
  description,
  ...props
}: Props<T, TOut>) => {
  const { field, fieldState } = useController({ control, name });
  const { ref, value, onChange, onBlur } = field;
  const errorText = useErrorText();
  const text = (value as string | null | undefined) ?? '';
  return (
    <Textarea
      rows={3}
      {...props}
      ref={ref}
      name={name}
      description={[description, `${text.length}/${max}`].filter(Boolean).join(' · ')}
      value={text}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={errorText(fieldState.error?.message)}
    />
  );
};
