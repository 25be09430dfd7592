import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyOnce } from '../../../components/feedback';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useApplyToOffer } from '../api/apply-to-offer';

/** Apply, after a confirmation: the job is the company's at once, and the job page opens for its loads. */
export const ApplyButton = ({ orderId, orderNumber, disabled }: { orderId: number; orderNumber: string; disabled: boolean }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure();
  const apply = useApplyToOffer();
  const handleConfirm = () =>
    apply.mutate(orderId, {
      onSuccess: () => {
        close();
        notifyOnce({ color: 'green', message: t('offers:apply.success', { number: orderNumber }) });
        void navigate(paths.activeJob(orderId));
      },
      onError: (error) => {
        close();
        const taken = error instanceof ApiError && error.status === 409;
        notifyOnce({
          color: 'red',
          title: t('common:error'),
          message: taken ? t('offers:apply.taken') : t('offers:apply.failed'),
        });
        if (taken || (error instanceof ApiError && error.status === 404)) void navigate(paths.offers);
      },
    });
  return (
    <>
      <Button size="md" onClick={open} disabled={disabled} data-testid="apply-button">
        {t('offers:apply.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('offers:apply.confirmTitle', { number: orderNumber })}
        centered
        closeButtonProps={{ 'aria-label': t('offers:close') }}
      >
        <Text mb="lg">{t('offers:apply.confirmBody')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('offers:cancel')}
          </Button>
          <Button onClick={handleConfirm} loading={apply.isPending} data-testid="apply-confirm">
            {t('offers:apply.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
};
