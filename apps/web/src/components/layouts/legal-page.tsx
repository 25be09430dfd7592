import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from './use-page-title';

type Doc = 'terms' | 'privacy';

/** A legal page from the `legal` namespace: title, date, introduction and titled sections in their order. */
export const LegalPage = ({ doc }: { doc: Doc }) => {
  const { t } = useTranslation();
  const title = t(`legal:${doc}.title`);
  usePageTitle(title);
  const sections = t(`legal:${doc}.sections`, { returnObjects: true }) as Record<string, { title: string; body: string }>;
  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`legal:${doc}.updated`)}
        </Text>
        <Text>{t(`legal:${doc}.intro`)}</Text>
        {Object.entries(sections).map(([key, section]) => (
          <section key={key}>
            <Title order={2} size="h4" mb={4}>
              {section.title}
            </Title>
            <Text>{section.body}</Text>
          </section>
        ))}
      </Stack>
    </Container>
  );
};
