import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a list shows in place of its rows when loading failed. */
export const ListError = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" role="alert">
      <Text c="dimmed">{t('table:loadFailed')}</Text>
      <Button variant="light" mih={44} onClick={onRetry}>
        {t('table:retry')}
      </Button>
    </Stack>
  );
};
