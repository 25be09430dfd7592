import { Badge, Divider, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChangelogEntry } from '@routier/domain';
import { useFormatters } from '../data-table';

type Props = { entries: ChangelogEntry[]; opened: boolean; onClose: () => void };

/** What's new: the newest entry first, then the earlier ones. */
export const ChangelogModal = ({ entries, opened, onClose }: Props) => {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('common:changelog.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack gap="lg" data-testid="changelog">
        {entries.map((entry, index) => (
          <Stack key={entry.id} gap="xs">
            {index > 0 && <Divider />}
            <Title order={3} size="h4">
              {entry.title}{' '}
              {index === 0 && (
                <Badge variant="light" ml={4}>
                  {t('common:changelog.new')}
                </Badge>
              )}
            </Title>
            <Text size="xs" c="dimmed">
              {f.date(entry.is_published_at)}
            </Text>
            <List spacing="xs">
              {entry.items.map((item) => (
                <List.Item key={item.id}>
                  <Text fw={600} size="sm">
                    {item.title}
                  </Text>
                  {item.description && (
                    <Text size="sm" c="dimmed">
                      {item.description}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          </Stack>
        ))}
      </Stack>
    </Modal>
  );
};
