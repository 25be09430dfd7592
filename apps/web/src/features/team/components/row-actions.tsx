import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/data-table';

export type RowAction = 'activate' | 'deactivate' | 'delete' | 'restore' | 'resend';

type Props<A extends RowAction> = {
  kind: 'driver' | 'vehicle';
  /** who or what the row is, in the confirmation and the notice */
  name: string;
  actions: A[];
  busy: boolean;
  disabled?: boolean;
  run: (action: A) => Promise<unknown>;
  /** what the confirmation adds for an action, read when it opens (a driver's loads still to run) */
  details?: (action: A) => Promise<React.ReactNode>;
};

/** A row's buttons; each asks for confirmation, then says what happened. */
export const RowActions = <A extends RowAction>({ kind, name, actions, busy, disabled, run, details }: Props<A>) => {
  const { t } = useTranslation();
  const confirm = async (action: A) => {
    let extra: React.ReactNode;
    try {
      extra = details ? await details(action) : null;
    } catch (error) {
      notifyError(error);
      return;
    }
    modals.openConfirmModal({
      title: t(`team:actions.confirmTitle.${action}`, { name }),
      children: (
        <Stack gap="xs">
          <Text size="sm">{t(`team:actions.confirmBody.${kind}.${action}`)}</Text>
          {extra}
        </Stack>
      ),
      labels: { confirm: t(`team:actions.${action}`), cancel: t('common:cancel') },
      confirmProps: action === 'delete' || action === 'deactivate' ? { color: 'red.8' } : {},
      onConfirm: () =>
        void run(action).then(
          () => notifications.show({ color: 'green', message: t(`team:actions.done.${action}`, { name }) }),
          notifyError,
        ),
    });
  };
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={t('team:actions.moreFor', { name })}>
      {actions.map((action) => (
        <Button
          key={action}
          size="xs"
          mih={36}
          variant={action === 'restore' || action === 'activate' ? 'light' : 'outline'}
          color={action === 'delete' || action === 'deactivate' ? 'red.8' : undefined}
          loading={busy}
          disabled={disabled}
          onClick={() => void confirm(action)}
          aria-label={`${t(`team:actions.${action}`)} ${name}`}
        >
          {t(`team:actions.${action}`)}
        </Button>
      ))}
    </Group>
  );
};
