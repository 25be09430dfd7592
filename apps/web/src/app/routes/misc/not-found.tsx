import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api, lastFailedStatus } from '../../../lib/api-client';
import { clearAllStorage, getToken } from '../../../lib/storage';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../components/layouts/use-page-title';

/** React Router keeps the history index in `history.state.idx`: 0 means this tab has nothing to go back to. */
const canGoBack = () => {
  const idx = (window.history.state as { idx?: number } | null)?.idx;
  return typeof idx === 'number' && idx > 0;
};

/**
 * After a server error it says something went wrong, after a 404 (or an unknown address) that the page was not
 * found. Back returns to the previous page; Continue (the spec's) goes home when signed in, else to the
 * marketing site, and either way clears storage and ends the session.
 */
export const NotFoundPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const failed = lastFailedStatus();
  const serverError = failed !== null && failed >= 500;
  const texts = serverError ? 'common:serverError' : 'common:notFound';
  usePageTitle(t(`${texts}.title`));
  const handleBack = () => {
    if (canGoBack()) void navigate(-1);
    else void navigate(paths.home, { replace: true });
  };
  const handleContinue = async () => {
    const signedIn = Boolean(getToken());
    if (signedIn) await api.post('/auth/web-logout', undefined, { silent: true }).catch(() => undefined);
    clearAllStorage();
    window.location.assign(signedIn ? paths.home : paths.marketingSite);
  };
  return (
    <Stack align="center" gap="md" py="xl" ta="center" data-testid={serverError ? 'server-error' : 'not-found'}>
      <Title order={1}>{t(`${texts}.title`)}</Title>
      <Text c="dimmed">{t(`${texts}.body`)}</Text>
      <Group justify="center">
        <Button variant="default" onClick={handleBack}>
          {t('common:back')}
        </Button>
        <Button onClick={() => void handleContinue()}>{t('common:notFound.continue')}</Button>
      </Group>
    </Stack>
  );
};
