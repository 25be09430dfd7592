import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_KEYS } from '@routier/domain';
import { DEMO_PASSWORD, useDemoAccounts, type DemoAccount } from '../api/get-demo-accounts';
import classes from './demo-accounts.module.css';

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
        <ul className={classes.accounts}>
          {accounts.map((account) => (
            <li key={account.email}>
              <button
                type="button"
                className={classes.account}
                onClick={() => onPick(account)}
                // named by what it shows (WCAG 2.5.3, label in name); the hint above says what a click does
                aria-describedby={hintId}
              >
                <span className={classes.who}>
                  <span className={classes.name}>{account.label}</span>
                  <span className={classes.email}>{account.email}</span>
                </span>
                <Badge variant="light" style={{ flexShrink: 0 }}>
                  {t(`users:role.${ROLE_KEYS[account.role]}`)}
                </Badge>
              </button>
            </li>
          ))}
        </ul>
      </Stack>
    </Paper>
  );
};
