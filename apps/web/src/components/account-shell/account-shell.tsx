import { Container, Stack, Text, Title, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DeferredNamespace } from '../../lib/locales/deferred';
import { useNamespace } from '../../lib/use-namespace';
import { usePageTitle } from '../layouts/use-page-title';

type Props = {
  /** the deferred namespace of the page's texts: nothing shows until it is loaded */
  namespace?: DeferredNamespace;
  /** i18n keys: the page's title (also the tab's), its title while the namespace loads, the line under it */
  title: string;
  loadingTitle?: string;
  intro?: string;
  size?: MantineSize;
  children: React.ReactNode;
};

/** An account page: its title (and the tab's), a line saying what it is for, then its content. */
export const AccountShell = ({ namespace, title, loadingTitle = title, intro, size = 'md', children }: Props) => {
  const { t } = useTranslation();
  const ready = useNamespace(namespace);
  usePageTitle(ready ? t(title) : t(loadingTitle));
  if (!ready) return null;
  return (
    <Container size={size} py="md" px="xs">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t(title)}
          </Title>
          {intro && (
            <Text size="sm" c="dimmed">
              {t(intro)}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Container>
  );
};
