import { Stack, Textarea, Title } from '@mantine/core';
import { useController, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTACT_NOTES_MAX, type NewContactDetails, type NewContactDetailsInput } from '@routier/domain';
import { EmailField, PhoneField, TextField, useErrorText } from '../../../../components/form';
import { ContactSearch } from './contact-search';

type End = 'pickup' | 'destination';
type Props = {
  end: End;
  control: Control<NewContactDetailsInput, unknown, NewContactDetails>;
  setValue: UseFormSetValue<NewContactDetailsInput>;
  disabled: boolean;
  /** the saved-contacts search (not for guests) */
  searchable?: boolean;
};

const NotesField = ({ end, control, disabled }: Omit<Props, 'setValue' | 'searchable'>) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control, name: `${end}.notes` });
  const { ref, name, value, onChange, onBlur } = field;
  return (
    <Textarea
      label={t('order-page:contactsStep.notes')}
      autosize
      minRows={3}
      maxRows={8}
      maxLength={CONTACT_NOTES_MAX}
      disabled={disabled}
      ref={ref}
      name={name}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={errorText(fieldState.error?.message)}
    />
  );
};

/** One end of the order: saved-contact search, then name, email, phone and notes. */
export const ContactEndFields = ({ end, control, setValue, disabled, searchable = true }: Props) => {
  const { t } = useTranslation();
  const title = t(`order-page:contactsStep.${end}`);
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Title order={3} size="h5" component="legend" mb="xs">
        {title}
      </Title>
      {!disabled && searchable && (
        <ContactSearch
          label={`${t('order-page:contactsStep.search')} (${title})`}
          onPick={(contact) => {
            const opts = { shouldValidate: true, shouldDirty: true };
            setValue(`${end}.name`, contact.name, opts);
            setValue(`${end}.email`, contact.email, opts);
            setValue(`${end}.phone`, contact.phone, opts);
            setValue(`${end}.contact_id`, contact.id, opts);
          }}
        />
      )}
      <TextField
        control={control}
        name={`${end}.name`}
        label={t('order-page:contactsStep.name')}
        withAsterisk
        autoComplete="name"
        disabled={disabled}
      />
      <EmailField
        control={control}
        name={`${end}.email`}
        label={t('order-page:contactsStep.email')}
        withAsterisk
        disabled={disabled}
      />
      <PhoneField
        control={control}
        name={`${end}.phone`}
        label={t('order-page:contactsStep.phone')}
        withAsterisk
        disabled={disabled}
      />
      <NotesField end={end} control={control} disabled={disabled} />
    </Stack>
  );
};
