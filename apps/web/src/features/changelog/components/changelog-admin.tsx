import { useState } from 'react';
import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { AdminChangelog } from '@routier/domain';
import { ListError, notifyError, useErrorNotification, useFormatters } from '../../../components/data-table';
import { useAdminChangelogs, useDeleteChangelog, usePublishChangelog, useSaveChangelog } from '../api/admin-changelogs';
import { ChangelogForm } from './changelog-form';

/** The admin's changelog: entries (drafts first), a form to write or edit one, publish and delete. */
export const ChangelogAdmin = () => {
  const { t } = useTranslation('admin');
  const f = useFormatters();
  const query = useAdminChangelogs();
  const save = useSaveChangelog();
  const publish = usePublishChangelog();
  const remove = useDeleteChangelog();
  const [editing, setEditing] = useState<AdminChangelog | 'new' | null>(null);
  useErrorNotification(query.error);

  const act = async (action: () => Promise<unknown>, message: string) => {
    try {
      await action();
      notifications.show({ color: 'green', message });
    } catch (error) {
      notifyError(error);
    }
  };

  if (editing) {
    return (
      <Card withBorder radius="md" p="lg">
        <Title order={2} size="h4" mb="md">
          {editing === 'new' ? t('changelog.new') : t('changelog.edit')}
        </Title>
        <ChangelogForm
          entry={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSubmit={async (input) => {
            await save.mutateAsync({ id: editing === 'new' ? null : editing.id, input });
            notifications.show({ color: 'green', message: t('changelog.saved') });
            setEditing(null);
          }}
        />
      </Card>
    );
  }
  if (query.isPending) return <Skeleton height={200} radius="md" aria-busy="true" />;
  if (query.isError) return <ListError onRetry={() => void query.refetch()} />;
  return (
    <Stack gap="md">
      <Group>
        <Button onClick={() => setEditing('new')}>{t('changelog.new')}</Button>
      </Group>
      {query.data.data.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          {t('changelog.empty')}
        </Text>
      )}
      {query.data.data.map((entry) => (
        <Card key={entry.id} withBorder radius="md" data-testid="changelog-entry">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
            <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
              <Text fw={600}>{entry.title_en}</Text>
              <Text size="sm" c="dimmed" lang="fr">
                {entry.title_fr}
              </Text>
              <Text size="xs" c="dimmed">
                {t('changelog.itemsCount', { count: entry.items.length })}
              </Text>
            </Stack>
            <Badge color={entry.is_published_at ? 'green' : 'gray'} variant="light">
              {entry.is_published_at ? t('changelog.publishedOn', { date: f.date(entry.is_published_at) }) : t('changelog.draft')}
            </Badge>
          </Group>
          <Group gap="xs" mt="sm">
            <Button size="xs" variant="light" onClick={() => setEditing(entry)}>
              {t('changelog.edit')}
            </Button>
            <Button size="xs" onClick={() => void act(() => publish.mutateAsync(entry.id), t('changelog.publishedNotice'))}>
              {entry.is_published_at ? t('changelog.republish') : t('changelog.publish')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => {
                if (window.confirm(t('changelog.confirmDelete')))
                  void act(() => remove.mutateAsync(entry.id), t('changelog.deleted'));
              }}
            >
              {t('changelog.delete')}
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
};
