import { useEffect } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OTHER_REASON_MAX } from '@routier/domain';
import { useApiFormErrors, useErrorText } from '../../../components/form';
import { useRequestCancellation } from '../api/order-requests';
import { cancelRequestResolver } from './form-resolvers';

const NS = 'order-requests';

/** The carrier's reason for leaving the job (5 to 150 characters); the server's refusal shows on the field. */
export const CancellationRequestModal = ({ orderId, onClose }: { orderId: number; onClose: () => void }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const request = useRequestCancellation(orderId);
  const { control, handleSubmit, setError } = useForm<{ reason: string }>({
    resolver: cancelRequestResolver,
    defaultValues: { reason: '' },
  });
  const onApiError = useApiFormErrors(setError, { fields: ['reason'] });
  useEffect(() => {
    void cancelRequestResolver.preload();
  }, []);

  const handleSend = handleSubmit((values) =>
    request.mutate(values.reason, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          closeButtonProps: { 'aria-label': t(`${NS}:close`) },
          message: t(`${NS}:cancel.success`),
        });
        onClose();
      },
      onError: (error) => {
        const message = error instanceof Error && error.message.startsWith('order.') ? error.message : null;
        if (message) setError('reason', { message: t(`${NS}:refusal.${message}`) });
        else onApiError(error);
      },
    }),
  );

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t(`${NS}:close`) }}
      title={t(`${NS}:cancel.title`)}
      centered
    >
      <form onSubmit={(e) => void handleSend(e)} noValidate>
        <Stack gap="md">
          <Text size="sm">{t(`${NS}:cancel.explain`)}</Text>
          <Controller
            control={control}
            name="reason"
            render={({ field, fieldState }) => (
              <Textarea
                {...field}
                withAsterisk
                autosize
                minRows={2}
                maxLength={OTHER_REASON_MAX}
                label={t(`${NS}:cancel.reason`)}
                description={t(`${NS}:chat.counter`, { count: field.value.trim().length, max: OTHER_REASON_MAX })}
                error={errorText(fieldState.error?.message)}
              />
            )}
          />
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" mih={40} onClick={onClose}>
              {t(`${NS}:close`)}
            </Button>
            <Button type="submit" color="red.9" mih={40} loading={request.isPending}>
              {t(`${NS}:cancel.send`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
