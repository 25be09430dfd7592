import { useState } from 'react';
import { Button, Group, List, Stack, Switch, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { AdminBusinessReview, BusinessFlagsInput } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { useSetBusinessFlags } from '../api/admin-business';
import { changedFlags, FLAG_NAMES } from './business-flags.logic';

/** May pay by invoice, is an auction: switched here, saved after a confirmation that states what changes. */
export const BusinessFlags = ({ business }: { business: AdminBusinessReview }) => {
  const { t } = useTranslation();
  const saved: BusinessFlagsInput = { can_pay_with_invoice: business.can_pay_with_invoice, is_auction: business.is_auction };
  const [draft, setDraft] = useState(saved);
  const save = useSetBusinessFlags(business.id);
  const changes = changedFlags(saved, draft);

  const handleSave = () =>
    modals.openConfirmModal({
      title: t('admin:business.flagsConfirmTitle'),
      children: (
        <List size="sm" spacing={4}>
          {changes.map((c) => (
            <List.Item key={c.name}>{t(`admin:business.consequences.${c.name}.${c.on ? 'on' : 'off'}`)}</List.Item>
          ))}
        </List>
      ),
      labels: { confirm: t('admin:business.saveFlags'), cancel: t('common:cancel') },
      onConfirm: () => save.mutate(draft),
    });

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('admin:business.flags')}
      </Title>
      {FLAG_NAMES.map((name) => (
        <Switch
          key={name}
          label={t(`admin:business.flagLabels.${name}`)}
          description={t(`admin:business.flagHints.${name}`)}
          checked={draft[name]}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setDraft((d) => ({ ...d, [name]: checked }));
          }}
        />
      ))}
      <Group justify="flex-end">
        {changes.length === 0 && (
          <Text size="xs" c="dimmed">
            {t('admin:business.flagsUnchanged')}
          </Text>
        )}
        <Button size="xs" disabled={changes.length === 0} loading={save.isPending} onClick={handleSave}>
          {t('admin:business.saveFlags')}
        </Button>
      </Group>
    </Stack>
  );
};
