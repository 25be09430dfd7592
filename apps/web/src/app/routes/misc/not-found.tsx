import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { clearAllStorage, getToken } from '../../../lib/storage';
import { paths } from '../../../config/paths';

/** Continue: home when signed in, else the marketing site; either way storage is cleared and the session ends. */
export const NotFoundPage = () => {
  const { t } = useTranslation();
  const handleContinue = async () => {
    const signedIn = Boolean(getToken());
    if (signedIn) await api.post('/auth/web-logout', undefined, { silent: true }).catch(() => undefined);
    clearAllStorage();
    window.location.assign(signedIn ? paths.home : paths.marketingSite);
  };
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Title order={1}>{t('common:notFound.title')}</Title>
      <Text c="dimmed">{t('common:notFound.body')}</Text>
      <Button onClick={() => void handleContinue()}>{t('common:notFound.continue')}</Button>
    </Stack>
  );
};
