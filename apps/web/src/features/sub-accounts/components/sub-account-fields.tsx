import { MultiSelect } from '@mantine/core';
import { PROVINCES, SUB_ACCOUNT_TITLES, type Province } from '@routier/domain';
import { useController, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, useErrorText, type FieldBinding } from '../../../components/form';
import { provinceLabel, titleLabel } from './labels';

/** The dealer's choice of title (1–6). */
export const TitleField = <T extends FieldValues, TOut extends FieldValues = T>(props: FieldBinding<T, TOut>) => {
  const { t } = useTranslation();
  const options = SUB_ACCOUNT_TITLES.map((value) => ({ value, label: titleLabel(t, value) }));
  return (
    <SelectField
      {...props}
      options={options}
      label={t('sub-accounts:invite.titleLabel')}
      placeholder={t('sub-accounts:invite.titlePlaceholder')}
      required
      comboboxProps={{ withinPortal: true }}
    />
  );
};

/** A dispatcher's provinces: several of the 13, listed by name, kept as codes. */
export const ProvincesField = <T extends FieldValues, TOut extends FieldValues = T>({ control, name }: FieldBinding<T, TOut>) => {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const { ref, onChange, onBlur } = field;
  const errorText = useErrorText();
  const value = (field.value as Province[] | undefined) ?? [];
  return (
    <MultiSelect
      ref={ref}
      name={name}
      label={t('sub-accounts:invite.provinces')}
      description={t('sub-accounts:invite.provincesHint')}
      placeholder={value.length === 0 ? t('sub-accounts:invite.provincesPlaceholder') : undefined}
      data={PROVINCES.map((p) => ({ value: p, label: `${provinceLabel(t, p)} (${p})` }))}
      value={value}
      onChange={(next) => onChange(PROVINCES.filter((p) => next.includes(p)))}
      onBlur={onBlur}
      error={errorText(fieldState.error?.message)}
      searchable
      clearable
      hidePickedOptions
      comboboxProps={{ withinPortal: true }}
    />
  );
};
