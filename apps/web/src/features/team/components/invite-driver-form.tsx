import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailField, useApiFormErrors } from '../../../components/form';
import { useLazyResolver } from '../../../lib/lazy-zod-resolver';
import { useInviteDriver } from '../api/driver-mutations';
import { inviteDriverResolver } from './form-resolvers';

/** The inline invite form: an email; the driver gets a password-set link. */
export const InviteDriverForm = ({ onDone }: { onDone: () => void }) => {
  const { t } = useTranslation();
  const invite = useInviteDriver();
  useLazyResolver(inviteDriverResolver);
  const form = useForm({ resolver: inviteDriverResolver, defaultValues: { email: '' } });
  const handleApiError = useApiFormErrors(form.setError, { fields: ['email'] });
  const handleSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await invite.mutateAsync(email);
      notifications.show({ color: 'green', message: t('team:drivers.invited', { email }) });
      form.reset();
      onDone();
    } catch (error) {
      handleApiError(error);
    }
  });
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={handleSubmit} noValidate aria-labelledby="invite-driver-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="invite-driver-title">
            {t('team:drivers.inviteTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('team:drivers.inviteHint')}
          </Text>
          <EmailField control={form.control} name="email" label={t('team:drivers.email')} required data-autofocus autoFocus />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDone}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('team:drivers.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
};
