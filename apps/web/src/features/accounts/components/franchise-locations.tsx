import { useState } from 'react';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AccountBusinessDetails, AccountFranchiseLocation } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../components/feedback';
import { deleteFranchiseLocation, useFranchiseLocationMutation } from '../api/franchise-locations';
import { FranchiseLocationForm } from './franchise-location-form';

/** A Franchise dealer's other locations (the checkout can bill an order to one): add, edit, remove. */
export const FranchiseLocations = ({ business, disabled }: { business: AccountBusinessDetails; disabled: boolean }) => {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<AccountFranchiseLocation | 'new' | null>(null);
  const [removing, setRemoving] = useState<AccountFranchiseLocation | null>(null);
  const remove = useFranchiseLocationMutation(business.id, deleteFranchiseLocation);
  const handleRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      notifications.show({ color: 'green', message: t('accounts:franchise.removed') });
      setRemoving(null);
    } catch (error) {
      notifications.show({ color: 'red', title: t('common:error'), message: errorMessage(error) });
    }
  };
  const locations = business.franchise_locations;
  return (
    <Stack gap="sm" component="section" aria-labelledby="franchise-title">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h4" id="franchise-title">
          {t('accounts:franchise.title')}
        </Title>
        <Button variant="light" onClick={() => setEditing('new')} disabled={disabled}>
          {t('accounts:franchise.add')}
        </Button>
      </Group>
      {locations.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('accounts:franchise.empty')}
        </Text>
      )}
      {locations.map((l) => (
        <Paper key={l.id} withBorder p="sm" radius="md" data-testid="franchise-location">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {l.name}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {l.address}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                onClick={() => setEditing(l)}
                disabled={disabled}
                aria-label={t('accounts:franchise.editOf', { name: l.name })}
              >
                {t('accounts:franchise.edit')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => setRemoving(l)}
                disabled={disabled}
                aria-label={t('accounts:franchise.removeOf', { name: l.name })}
              >
                {t('accounts:franchise.remove')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('accounts:franchise.add') : t('accounts:franchise.edit')}
      >
        {editing !== null && (
          <FranchiseLocationForm
            businessId={business.id}
            location={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={t('accounts:franchise.removeTitle')}>
        <Stack gap="md">
          <Text>{t('accounts:franchise.removeConfirm', { name: removing?.name ?? '' })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('common:cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => void handleRemove()}>
              {t('accounts:franchise.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
};
