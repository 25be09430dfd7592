import { useEffect } from 'react';
import { Badge, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OTHER_REASON_MAX } from '@routier/domain';
import { useApiFormErrors, useErrorText } from '../../../components/form';
import { useNamespace } from '../../../lib/use-namespace';
import { useOrderRequests, useRequestCancellation } from '../api/order-requests';
import { cancelRequestResolver } from './form-resolvers';

const NS = 'order-requests';

/**
 * The carrier's "Cancel order" (spec §2, §4): a request an admin resolves. Disabled in the first 12 hours after
 * acceptance ("Cancellation is available after 12 hours"), while a request is open and on completed orders.
 */
export const RequestCancellationButton = ({ orderId }: { orderId: number }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const state = useOrderRequests(orderId);
  const request = useRequestCancellation(orderId);
  const [opened, { open, close }] = useDisclosure(false);
  const { control, handleSubmit, reset, setError } = useForm<{ reason: string }>({
    resolver: cancelRequestResolver,
    defaultValues: { reason: '' },
  });
  const onApiError = useApiFormErrors(setError, { fields: ['reason'] });
  useEffect(() => {
    if (opened) void cancelRequestResolver.preload();
  }, [opened]);

  const ready = useNamespace('order-requests');
  const cancel = state.data?.cancel;
  if (!cancel || !ready) return null;
  const pending = state.data?.data.find((r) => r.status === 'pending');
  const handleClose = () => {
    reset();
    close();
  };
  const handleSend = handleSubmit((values) =>
    request.mutate(values.reason, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          closeButtonProps: { 'aria-label': t(`${NS}:close`) },
          message: t(`${NS}:cancel.success`),
        });
        handleClose();
      },
      onError: (error) => {
        const message = error instanceof Error && error.message.startsWith('order.') ? error.message : null;
        if (message) setError('reason', { message: t(`${NS}:refusal.${message}`) });
        else onApiError(error);
      },
    }),
  );

  return (
    <>
      <Stack gap={4} align="flex-start" maw={320}>
        <Group gap="xs">
          <Button color="red.9" variant="outline" mih={40} onClick={open} disabled={!cancel.allowed}>
            {t(`${NS}:cancel.button`)}
          </Button>
          {pending && <Badge color="dark.7">{t(`${NS}:cancel.pending`)}</Badge>}
        </Group>
        {!cancel.allowed && cancel.refusal && (
          <Text size="xs" c="dimmed">
            {t(`${NS}:refusal.${cancel.refusal}`)}
          </Text>
        )}
      </Stack>
      <Modal
        opened={opened}
        onClose={handleClose}
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
              <Button variant="default" mih={40} onClick={handleClose}>
                {t(`${NS}:close`)}
              </Button>
              <Button type="submit" color="red.9" mih={40} loading={request.isPending}>
                {t(`${NS}:cancel.send`)}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
};
