import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@routier/domain';
import { FileThumbnails } from './car-files';
import { SheetSection } from '../../../../components/order-sheet';

/** The release-form answer and its files, when the customer answered. */
export const ReleaseFormSummary = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation();
  if (order.release_form === null) return null;
  return (
    <SheetSection title={t('order-page:details.releaseForm')} id="order-release-form">
      <Stack gap="xs">
        <Text size="sm">{order.release_form ? t('order-page:details.yes') : t('order-page:details.no')}</Text>
        {order.release_form && <FileThumbnails files={order.release_form_files} />}
      </Stack>
    </SheetSection>
  );
};
