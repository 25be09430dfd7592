import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@routier/domain';

/** An order an operator sent back (decision 062): why, in his words, and what to do (change it, submit it again). */
export const RejectionNotice = ({ order }: { order: Pick<OrderDetail, 'is_rejected' | 'reject_comment'> }) => {
  const { t } = useTranslation();
  if (!order.is_rejected) return null;
  return (
    <Alert color="orange" variant="light" title={t('orders:rejectedNotice.title')} data-testid="rejection-notice">
      {order.reject_comment && (
        <Text size="sm" fs="italic" mb={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {order.reject_comment}
        </Text>
      )}
      <Text size="sm">{t('orders:rejectedNotice.body')}</Text>
    </Alert>
  );
};
