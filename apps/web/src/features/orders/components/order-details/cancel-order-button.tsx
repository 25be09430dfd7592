import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CANCELLABLE_STATUSES, type OrderDetail } from '@routier/domain';
import { useFormatters } from '../../../../components/data-table/use-formatters';
import { errorMessage } from '../../../../components/feedback';
import { useCancelOrder, useRefundFee } from '../../api/cancel-order';

/** Where the list of cancelled orders is (customer-side §2: /my-orders?filter=3&page=1). */
export const CANCELLED_LIST = '/my-orders?filter=3&page=1';

/**
 * Cancel, for statuses 3, 4 and 8: a confirm dialog shows the fee of the refund-fee quote; the button is disabled
 * once the 12-hour window has passed or when the owner's account was deleted.
 */
export const CancelOrderButton = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation();
  const f = useFormatters();
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  const cancellable = CANCELLABLE_STATUSES.includes(order.status);
  const quote = useRefundFee(order.id, cancellable);
  const cancel = useCancelOrder(order.id);
  if (!cancellable) return null;

  const ownerDeleted = order.user.deleted_at !== null;
  const disabled = ownerDeleted || quote.data?.can_cancel === false;
  const reason = ownerDeleted ? t('order-page:cancel.ownerDeleted') : t('order-page:cancel.windowPassed');
  const fee = quote.data?.current_fee;

  const handleConfirm = () =>
    cancel.mutate(undefined, {
      onSuccess: (result) => {
        close();
        notifications.show({ color: 'green', message: t('order-page:cancel.success', { number: result.order_number }) });
        void navigate(CANCELLED_LIST);
      },
      onError: (error) => notifications.show({ color: 'red', title: t('common:error'), message: errorMessage(error) }),
    });

  const button = (
    <Button color="red" variant="outline" mih={40} onClick={open} disabled={disabled || quote.isPending}>
      {t('order-page:cancel.button')}
    </Button>
  );
  return (
    <>
      {disabled ? (
        <Stack gap={4} align="flex-end" maw={280}>
          {button}
          <Text size="xs" c="dimmed" ta="right">
            {reason}
          </Text>
        </Stack>
      ) : (
        button
      )}
      <Modal opened={opened} onClose={close} title={t('order-page:cancel.title', { number: order.order_number })} centered>
        <Stack gap="md">
          {quote.isPending || !fee ? (
            <Loader size="sm" aria-label={t('common:loading')} />
          ) : (
            <Text size="sm">
              {fee.value === 0
                ? t('order-page:cancel.noFee')
                : fee.is_percent
                  ? t('order-page:cancel.feePercent', {
                      percent: f.number(fee.value),
                      amount: f.money(quote.data?.current_fee_amount),
                    })
                  : t('order-page:cancel.feeAmount', { amount: f.money(quote.data?.current_fee_amount) })}
            </Text>
          )}
          <Text size="sm">{t('order-page:cancel.confirm')}</Text>
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" mih={40} onClick={close}>
              {t('order-page:cancel.keep')}
            </Button>
            <Button color="red" mih={40} loading={cancel.isPending} onClick={handleConfirm}>
              {t('order-page:cancel.confirmButton')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
};
