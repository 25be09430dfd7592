import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_KEYS } from '@routier/domain';
import { DEMO_PASSWORD, useDemoAccounts, type DemoAccount } from '../api/get-demo-accounts';

export type DemoAccountsProps = { onPick: (account: DemoAccount) => void };

/** "new.dispatcher@routier.test" → "new_dispatcher": the key of the account's label in auth:demo.labels. */
const labelKey = (email: string) => email.split('@')[0]?.replace(/\W/g, '_') ?? '';

/** In demo mode, the seeded accounts; clicking one fills the sign-in form. Renders nothing otherwise. */
export const DemoAccounts = ({ onPick }: DemoAccountsProps) => {
  const { t } = useTranslation();
  const { data } = useDemoAccounts();
  const hintId = useId();
  const accounts = (data?.data ?? []).map((account) => ({
    ...account,
    label: t(`auth:demo.labels.${labelKey(account.email)}`, { defaultValue: account.label }),
  }));
  if (accounts.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="demo-accounts">
      <Stack gap="xs">
        <div>
          <Title order={2} size="h5">
            {t('auth:demo.title')}
          </Title>
          <Text size="sm" c="dimmed" id={hintId}>
            {t('auth:demo.hint', { password: DEMO_PASSWORD })}
          </Text>
        </div>
        <Stack gap={6}>
          {accounts.map((account) => (
            <UnstyledButton
              key={account.email}
              onClick={() => onPick(account)}
              // named by what it shows (WCAG 2.5.3, label in name); the hint above says what a click does
              aria-describedby={hintId}
              px="sm"
              py={6}
              style={{ borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {account.label}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {account.email}
                  </Text>
                </div>
                <Badge variant="light" style={{ flexShrink: 0 }}>
                  {t(`users:role.${ROLE_KEYS[account.role]}`)}
                </Badge>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
};
