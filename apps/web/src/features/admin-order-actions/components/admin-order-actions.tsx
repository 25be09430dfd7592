import { useState } from 'react';
import { Button, Group, Modal, Paper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminOrderAction } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { useAdminOrderActions } from '../api/admin-order-actions';
import { AdminOrderActionForm } from './admin-order-action-form';

/**
 * The operator's actions on the order (decision 062): only those its status allows him, each opening a
 * confirmation that says what will happen, with the comment, reason, refund or date it needs.
 */
export const AdminOrderActions = ({ orderId }: { orderId: number }) => {
  const { t } = useTranslation();
  const query = useAdminOrderActions(orderId);
  const [open, setOpen] = useState<AdminOrderAction | null>(null);
  const actions = query.data?.actions ?? [];
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="admin-order-actions">
      <Title order={2} size="h4" mb="sm" id="admin-order-actions">
        {t('admin:orderActions.title')}
      </Title>
      {query.isSuccess && actions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin:orderActions.none')}
        </Text>
      ) : (
        <Group gap="sm">
          {actions.map((action) => (
            <Button key={action} variant="default" onClick={() => setOpen(action)}>
              {t(`admin:orderActions.${action}.button`)}
            </Button>
          ))}
        </Group>
      )}
      <Modal
        opened={open !== null && query.data !== undefined}
        onClose={() => setOpen(null)}
        title={open ? t(`admin:orderActions.${open}.title`) : ''}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        {open && query.data && (
          <AdminOrderActionForm
            orderId={orderId}
            action={open}
            facts={query.data}
            onCancel={() => setOpen(null)}
            onDone={() => {
              notifications.show({ color: 'green', message: t(`admin:orderActions.${open}.done`) });
              setOpen(null);
            }}
          />
        )}
      </Modal>
    </Paper>
  );
};
