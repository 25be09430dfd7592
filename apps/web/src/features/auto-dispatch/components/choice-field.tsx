import { Group, Radio } from '@mantine/core';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useErrorText } from '../../../components/form';

type Props<T extends FieldValues, TOut extends FieldValues> = {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  options: { value: string; label: string }[];
  onPick?: (value: string) => void;
  testId?: string;
};

/** Radio buttons bound to a react-hook-form field (a short choice, laid out in a row that wraps). */
export const ChoiceField = <T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  options,
  onPick,
  testId,
}: Props<T, TOut>) => {
  const { field, fieldState } = useController({ control, name });
  const errorText = useErrorText();
  return (
    <Radio.Group
      label={label}
      value={(field.value as string | null) ?? ''}
      onChange={(value) => {
        field.onChange(value);
        onPick?.(value);
      }}
      error={errorText(fieldState.error?.message)}
      data-testid={testId}
    >
      <Group gap="md" mt={6} wrap="wrap">
        {options.map((o) => (
          <Radio key={o.value} value={o.value} label={o.label} data-testid={testId ? `${testId}-${o.value}` : undefined} />
        ))}
      </Group>
    </Radio.Group>
  );
};
