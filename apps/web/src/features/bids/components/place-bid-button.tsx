import { lazy, Suspense } from 'react';
import { Button, Loader, Modal, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

// The form (react-hook-form, the resolver) loads when the dialog opens: the offer page stays light.
const PlaceBidForm = lazy(() => import('./place-bid-form').then((m) => ({ default: m.PlaceBidForm })));

type Props = {
  orderId: number;
  /** why the button is disabled: expired insurance, or a pending bid of the company */
  disabledReason: 'insurance' | 'pending' | null;
};

/** Place a bid: a modal with the amount and ETA; the admin then accepts or declines it. */
export const PlaceBidButton = ({ orderId, disabledReason }: Props) => {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure();
  const button = (
    <Button size="md" variant="light" onClick={open} disabled={disabledReason !== null} data-testid="bid-button">
      {t('offers:bid.button')}
    </Button>
  );
  return (
    <>
      {disabledReason === 'pending' ? (
        <Tooltip label={t('offers:bidPending')} multiline w={280} events={{ hover: true, focus: true, touch: true }}>
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      <Modal
        opened={opened}
        onClose={close}
        title={t('offers:bid.title')}
        centered
        closeButtonProps={{ 'aria-label': t('offers:close') }}
      >
        <Suspense fallback={<Loader size="sm" />}>
          <PlaceBidForm orderId={orderId} onDone={close} onCancel={close} />
        </Suspense>
      </Modal>
    </>
  );
};
