import { useState } from 'react';
import { Button, Group, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_MAX_LENGTH, type RateOrderInput, type RateOrderValues } from '@routier/domain';
import { useApiFormErrors, useErrorText } from '../../../components/form';
import { useLazyResolver } from '../../../lib/lazy-zod-resolver';
import { ApiError } from '../../../lib/api-client';
import { useRateOrder } from '../api/rate-order';
import { rateOrderResolver } from './form-resolver';
import { Stars } from './star-rating';

/**
 * Customer side §2 and §4: 1 to 5 stars and an optional feedback; submitting asks for confirmation, then the
 * order becomes "completed and confirmed".
 */
export const RateOrderModal = ({ orderId, opened, onClose }: { orderId: number; opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation('reviews');
  const errorText = useErrorText();
  const labelId = useId();
  const rate = useRateOrder(orderId);
  const [confirming, setConfirming] = useState<RateOrderValues | null>(null);
  const { control, handleSubmit, setError } = useForm<RateOrderInput, unknown, RateOrderValues>({
    resolver: rateOrderResolver,
    defaultValues: { rating: 0, feedback: '' },
  });
  useLazyResolver(rateOrderResolver);
  const onApiError = useApiFormErrors(setError, { fields: ['rating', 'feedback'] });

  const handleClose = () => {
    setConfirming(null);
    onClose();
  };
  const handleReview = handleSubmit((values) => setConfirming(values));
  // mutateAsync: the page swaps this modal for the stars given as soon as the order is read again, and a
  // mutate() callback would not run once the modal is gone
  const handleConfirm = async () => {
    if (!confirming) return;
    try {
      await rate.mutateAsync(confirming);
    } catch (error) {
      setConfirming(null);
      if (error instanceof ApiError && (error.message === 'order.already_rated' || error.message === 'order.not_ratable')) {
        notifications.show({ color: 'red', title: t('rate.failed'), message: t(`refusal.${error.message}`) });
        handleClose();
        return;
      }
      onApiError(error);
      return;
    }
    notifications.show({ color: 'green', closeButtonProps: { 'aria-label': t('close') }, message: t('rate.success') });
    handleClose();
  };

  return (
    <Modal opened={opened} onClose={handleClose} closeButtonProps={{ 'aria-label': t('close') }} title={t('rate.title')} centered>
      {confirming ? (
        <Stack gap="md">
          <Text size="sm">{t('rate.confirm', { count: confirming.rating })}</Text>
          <Stars value={confirming.rating} />
          {confirming.feedback && (
            <Text size="sm" fs="italic" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {confirming.feedback}
            </Text>
          )}
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" mih={40} onClick={() => setConfirming(null)} disabled={rate.isPending}>
              {t('rate.back')}
            </Button>
            <Button mih={40} loading={rate.isPending} onClick={() => void handleConfirm()}>
              {t('rate.confirmButton')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(e) => void handleReview(e)} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('rate.intro')}</Text>
            <Controller
              control={control}
              name="rating"
              render={({ field, fieldState }) => (
                <Stack gap={4} role="radiogroup" aria-labelledby={labelId} aria-required="true">
                  <Text id={labelId} size="sm" fw={500}>
                    {t('rate.ratingLabel')}{' '}
                    <Text span c="red" aria-hidden="true">
                      *
                    </Text>
                  </Text>
                  <Rating
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    size="xl"
                    color="yellow.7"
                    getSymbolLabel={(value) => t('stars', { value })}
                  />
                  {fieldState.error && (
                    <Text size="sm" c="red.8" role="alert">
                      {t('rate.ratingRequired')}
                    </Text>
                  )}
                </Stack>
              )}
            />
            <Controller
              control={control}
              name="feedback"
              render={({ field, fieldState }) => (
                <Textarea
                  {...field}
                  value={field.value ?? ''}
                  autosize
                  minRows={3}
                  maxRows={8}
                  maxLength={FEEDBACK_MAX_LENGTH}
                  label={t('rate.feedbackLabel')}
                  placeholder={t('rate.feedbackPlaceholder')}
                  description={t('rate.counter', { count: (field.value ?? '').trim().length, max: FEEDBACK_MAX_LENGTH })}
                  error={errorText(fieldState.error?.message)}
                />
              )}
            />
            <Group justify="flex-end" wrap="wrap">
              <Button variant="default" mih={40} onClick={handleClose}>
                {t('rate.later')}
              </Button>
              <Button type="submit" mih={40}>
                {t('rate.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
};
