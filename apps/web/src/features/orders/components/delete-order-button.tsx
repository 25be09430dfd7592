import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { canDeleteOrder, type MyOrderRow } from '@routier/domain';
import { notifyOnce } from '../../../components/feedback';
import { HoverTooltip } from '../../../components/hover-tooltip';
import { useDeleteOrder } from '../api/delete-order';

/** Delete a draft after confirmation; other orders show why they cannot be deleted. */
export const DeleteOrderButton = ({ row, onDeleted }: { row: MyOrderRow; onDeleted: () => void }) => {
  const { t } = useTranslation();
  const mutation = useDeleteOrder();
  const busy = mutation.isPending && mutation.variables === row.id;

  if (!canDeleteOrder(row))
    return (
      <HoverTooltip label={t('orders:list.onlyDrafts')} withArrow>
        <Button
          size="xs"
          variant="subtle"
          color="gray"
          aria-disabled
          aria-label={`${t('orders:list.deleteLabel', { number: row.order_number })}: ${t('orders:list.onlyDrafts')}`}
          onClick={(e) => e.preventDefault()}
        >
          {t('orders:list.delete')}
        </Button>
      </HoverTooltip>
    );

  const handleDelete = () =>
    modals.openConfirmModal({
      title: t('orders:list.deleteTitle'),
      children: <Text size="sm">{t('orders:list.deleteConfirm')}</Text>,
      labels: { confirm: t('orders:list.delete'), cancel: t('orders:list.cancel') },
      confirmProps: { color: 'red.8' },
      onConfirm: () =>
        mutation.mutate(row.id, {
          onSuccess: () => {
            notifyOnce({ color: 'green', message: t('orders:list.deleted') });
            onDeleted();
          },
          onError: () => notifyOnce({ color: 'red', title: t('common:error'), message: t('orders:list.deleteFailed') }),
        }),
    });

  return (
    <Button
      size="xs"
      variant="outline"
      color="red.9"
      loading={busy}
      onClick={handleDelete}
      aria-label={t('orders:list.deleteLabel', { number: row.order_number })}
    >
      {t('orders:list.delete')}
    </Button>
  );
};
