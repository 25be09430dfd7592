import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Action = { label: string; to: string };

/** A short outcome screen: a title, a text and one or two links onward. */
export const ResultScreen = ({
  title,
  text,
  actions,
  tone = 'ok',
  testId,
}: {
  title: string;
  text: React.ReactNode;
  actions: Action[];
  tone?: 'ok' | 'warning';
  testId?: string;
}) => (
  <Card withBorder radius="md" maw={640} mx="auto" p="lg" data-testid={testId}>
    <Stack gap="md" align="flex-start">
      <Title order={1} size="h2" c={tone === 'warning' ? 'orange.9' : undefined}>
        {title}
      </Title>
      {typeof text === 'string' ? <Text>{text}</Text> : text}
      <Group gap="sm">
        {actions.map((a, i) => (
          <Button key={a.to} component={Link} to={a.to} mih={44} variant={i === 0 ? 'filled' : 'default'}>
            {a.label}
          </Button>
        ))}
      </Group>
    </Stack>
  </Card>
);

/** Spec §2 "Not Available": the request expired or another carrier's quote was accepted. */
export const QuoteNotAvailable = ({ requestsPath }: { requestsPath: string }) => {
  const { t } = useTranslation('auto-dispatch');
  return (
    <ResultScreen
      tone="warning"
      testId="quote-not-available"
      title={t('notAvailable.title')}
      text={
        <Stack gap="xs">
          <Text>{t('notAvailable.text')}</Text>
          <Text>{t('notAvailable.contact')}</Text>
        </Stack>
      }
      actions={[{ label: t('result.requests'), to: requestsPath }]}
    />
  );
};
