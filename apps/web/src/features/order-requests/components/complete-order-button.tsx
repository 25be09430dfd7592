import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { OrderStatus } from '@routier/domain';
import { useNamespace } from '../../../lib/use-namespace';
import { useOrderRequests, useRequestCompletion } from '../api/order-requests';

const NS = 'order-requests';

/**
 * The customer's "Complete order" (customer-side §2): on an order in progress with loads, it asks an admin to
 * complete the order; disabled, "Awaiting completion approval", while the request is open. A failure is only
 * logged (spec §8).
 */
export const CompleteOrderButton = ({ orderId, status }: { orderId: number; status: number }) => {
  const { t } = useTranslation();
  const running = status === OrderStatus.InProgress || status === OrderStatus.Delayed;
  const state = useOrderRequests(orderId, running);
  const complete = useRequestCompletion(orderId);
  const [opened, { open, close }] = useDisclosure(false);
  const ready = useNamespace('order-requests');
  const rule = state.data?.complete;
  if (!ready || !running || !rule || rule.refusal === 'order.not_completable' || rule.refusal === 'order.owner_deleted')
    return null;

  const waiting = rule.refusal === 'order.request_in_progress';
  const handleConfirm = () =>
    complete.mutate(null, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          closeButtonProps: { 'aria-label': t(`${NS}:close`) },
          message: t(`${NS}:complete.success`),
        });
        close();
      },
      onError: () => close(),
    });

  return (
    <Group justify="flex-end">
      <Button variant={waiting ? 'light' : 'filled'} mih={40} onClick={open} disabled={waiting}>
        {waiting ? t(`${NS}:complete.awaiting`) : t(`${NS}:complete.button`)}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        closeButtonProps={{ 'aria-label': t(`${NS}:close`) }}
        title={t(`${NS}:complete.title`)}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t(`${NS}:complete.confirm`)}</Text>
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" mih={40} onClick={close}>
              {t(`${NS}:close`)}
            </Button>
            <Button mih={40} loading={complete.isPending} onClick={handleConfirm}>
              {t(`${NS}:complete.send`)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
};
