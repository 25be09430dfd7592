import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField, useApiFormErrors } from '../../../components/form';
import { useLazyResolver } from '../../../lib/lazy-zod-resolver';
import { useSetInsuranceExpiry } from '../api/insurance';
import { insuranceExpiryResolver } from './form-resolvers';

/** Proposes the insurance expiry day for review (typed as YYYY/MM/DD or picked on a calendar). */
export const InsuranceExpiryForm = ({ expiry, disabled }: { expiry: string | null; disabled: boolean }) => {
  const { t } = useTranslation();
  const save = useSetInsuranceExpiry();
  useLazyResolver(insuranceExpiryResolver);
  const form = useForm<{ expiry_date: string }, unknown, { expiry_date: string }>({
    resolver: insuranceExpiryResolver,
    values: { expiry_date: expiry ?? '' },
  });
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
        <DateField
          control={form.control}
          name="expiry_date"
          label={t('accounts:insurance.expiry')}
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
