import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGuestAccess } from '../../../components/order-wizard/guest-access';
import { authenticateSandbox } from '../api/authenticate-sandbox';

type Props = {
  challenge: { payment_intent_id: string; client_secret: string } | null;
  onDone: (succeeded: boolean) => void;
};

/**
 * The card issuer's authentication step (3-D Secure) as the sandbox gateway shows it, in the page: the customer
 * completes or fails it, then the order is resubmitted with the payment intent.
 */
export const ThreeDSecureChallenge = ({ challenge, onDone }: Props) => {
  const { t } = useTranslation('checkout');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const guest = useGuestAccess();
  const answer = async (succeed: boolean) => {
    if (!challenge) return;
    setBusy(true);
    setFailed(false);
    try {
      await authenticateSandbox({ ...challenge, succeed }, guest);
      onDone(succeed);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={challenge !== null}
      onClose={() => onDone(false)}
      title={t('threeDS.title')}
      centered
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Text size="sm">{t('threeDS.body')}</Text>
        {failed && (
          <Alert color="red" role="alert">
            {t('threeDS.failed')}
          </Alert>
        )}
        <Group grow>
          <Button mih={44} onClick={() => void answer(true)} loading={busy}>
            {t('threeDS.complete')}
          </Button>
          <Button mih={44} variant="default" onClick={() => void answer(false)} disabled={busy}>
            {t('threeDS.fail')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
