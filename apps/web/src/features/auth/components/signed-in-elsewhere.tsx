import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '@routier/domain';
import { paths } from '../../../config/paths';
import { signOutHere } from '../../../lib/session';
import { AuthCard } from './auth-card';

/**
 * An invitation link opened in a browser where someone is signed in: says who, and offers to sign out and go on
 * with the invitation, or to go back (decision 057). The page shows the invitation once signed out.
 */
export const SignedInElsewhere = ({ user }: { user: Pick<CurrentUser, 'email' | 'first_name' | 'last_name'> | null }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  const who = user ? (name ? `${name} (${user.email})` : user.email) : null;
  const handleSignOut = async () => {
    setLeaving(true);
    await signOutHere();
  };
  const handleBack = () => (window.history.length > 1 ? navigate(-1) : navigate(paths.home));
  return (
    <AuthCard title={t('auth:invitation.signedInTitle')}>
      <Stack gap="md" data-testid="invitation-signed-in">
        <Text>{who ? t('auth:invitation.signedInAs', { who }) : t('auth:invitation.signedIn')}</Text>
        <Text size="sm" c="dimmed">
          {t('auth:invitation.signOutHint')}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Button loading={leaving} onClick={() => void handleSignOut()}>
            {t('auth:invitation.signOutAndContinue')}
          </Button>
          <Button variant="default" onClick={handleBack} disabled={leaving}>
            {t('auth:invitation.goBack')}
          </Button>
        </Group>
      </Stack>
    </AuthCard>
  );
};
