import { lazy, Suspense } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNamespace } from '../../../lib/use-namespace';
import { useOrderRequests } from '../api/order-requests';

const NS = 'order-requests';
// the form loads when the carrier opens it
const CancellationRequestModal = lazy(() =>
  import('./cancellation-request-modal').then((m) => ({ default: m.CancellationRequestModal })),
);

/**
 * The carrier's "Cancel order" (spec §2, §4): a request an admin resolves. Disabled in the first 12 hours after
 * acceptance ("Cancellation is available after 12 hours"), while a request is open and on completed orders.
 */
export const RequestCancellationButton = ({ orderId }: { orderId: number }) => {
  const { t } = useTranslation();
  const state = useOrderRequests(orderId);
  const [opened, { open, close }] = useDisclosure(false);
  const ready = useNamespace('order-requests');
  const cancel = state.data?.cancel;
  if (!cancel || !ready) return null;
  const pending = state.data?.data.find((r) => r.status === 'pending');

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
      {opened && (
        <Suspense fallback={null}>
          <CancellationRequestModal orderId={orderId} onClose={close} />
        </Suspense>
      )}
    </>
  );
};
