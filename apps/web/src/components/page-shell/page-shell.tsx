import { Container, Group, Stack, Text, Title, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../layouts/use-page-title';

type PageShellProps = {
  /** whether the page's texts (a deferred namespace, see useNamespace) are loaded: nothing shows until they are */
  ready?: boolean;
  /** i18n keys: the page's title (also the tab's), its tab title while the texts load, the line under it */
  title: string;
  loadingTitle?: string;
  intro?: string;
  /** beside the title: the page's own buttons */
  actions?: React.ReactNode;
  size?: MantineSize;
  children: React.ReactNode;
};

/** A page of lists or of account settings: its title (and the tab's), what it is for, its buttons, then its content. */
export const PageShell = ({
  ready = true,
  title,
  loadingTitle = title,
  intro,
  actions,
  size = 'xl',
  children,
}: PageShellProps) => {
  const { t } = useTranslation();
  usePageTitle(ready ? t(title) : t(loadingTitle));
  if (!ready) return null;
  return (
    <Container size={size} py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
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
          {actions}
        </Group>
        {children}
      </Stack>
    </Container>
  );
};
