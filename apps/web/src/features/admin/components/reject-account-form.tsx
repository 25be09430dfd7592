import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REJECTION_REASON_MAX, type RejectAccountInput } from '@routier/domain';
import { useApiFormErrors, useErrorText } from '../../../components/form';
import { useRejectAccount } from '../api/reject-account';
import { lazyZodResolver, useLazyResolver } from '../../../lib/lazy-zod-resolver';

const resolver = lazyZodResolver(() => import('./form-schemas').then((m) => m.RejectAccountInputSchema));

export type RejectAccountFormProps = { accountId: number; onDone: () => void; onCancel: () => void };

/** The reason for declining an application (5–500 characters), mailed to the applicant. */
export const RejectAccountForm = ({ accountId, onDone, onCancel }: RejectAccountFormProps) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const reject = useRejectAccount();
  useLazyResolver(resolver);
  const form = useForm<RejectAccountInput>({ resolver, defaultValues: { reason: '' } });
  const { field, fieldState } = useController({ control: form.control, name: 'reason' });
  const handleApiError = useApiFormErrors(form.setError, { fields: ['reason'] });

  const handleSubmit = form.handleSubmit(async (input) => {
    try {
      await reject.mutateAsync({ id: accountId, input });
      onDone();
    } catch (error) {
      handleApiError(error);
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('admin:review.rejectTitle')}>
      <Stack gap="sm">
        <Textarea
          {...field}
          label={t('admin:review.reason')}
          description={t('admin:review.reasonHint', { max: REJECTION_REASON_MAX })}

          rows={4}
          maxLength={REJECTION_REASON_MAX}
          required
          data-autofocus
          error={errorText(fieldState.error?.message)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" color="red.8" loading={reject.isPending}>
            {t('admin:review.confirmReject')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
