import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiFormErrors, useErrorText } from '../../../components/form';
import { useLazyResolver } from '../../../lib/lazy-zod-resolver';
import { useSetInsuranceExpiry } from '../api/insurance';
import { insuranceExpiryResolver } from './form-resolvers';

/** Proposes the insurance expiry day for review (a native date input: no date-picker code to download). */
export const InsuranceExpiryForm = ({ expiry, disabled }: { expiry: string | null; disabled: boolean }) => {
  const { t } = useTranslation();
  const save = useSetInsuranceExpiry();
  useLazyResolver(insuranceExpiryResolver);
  const form = useForm<{ expiry_date: string }, unknown, { expiry_date: string }>({
    resolver: insuranceExpiryResolver,
    values: { expiry_date: expiry ?? '' },
  });
  const { field, fieldState } = useController({ control: form.control, name: 'expiry_date' });
  const { ref, value, onChange, onBlur } = field;
  const errorText = useErrorText();
  const handleApiError = useApiFormErrors(form.setError, { fields: ['expiry_date'] });
  const handleSubmit = form.handleSubmit(async (v) => {
    try {
      await save.mutateAsync(v.expiry_date);
      notifications.show({ color: 'green', message: t('accounts:insurance.expirySaved') });
    } catch (error) {
      handleApiError(error);
    }
  });
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('accounts:insurance.expiry')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label={t('accounts:insurance.expiry')}
          ref={ref}
          name="expiry_date"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          onBlur={onBlur}
          error={errorText(fieldState.error?.message)}
          disabled={disabled}
          required
          style={{ flex: '1 1 12rem', maxWidth: '20rem' }}
        />
        <Button type="submit" loading={form.formState.isSubmitting} disabled={disabled}>
          {t('accounts:insurance.propose')}
        </Button>
      </Group>
    </form>
  );
};
