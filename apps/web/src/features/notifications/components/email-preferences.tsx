import { Button, Fieldset, Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Role, type MutableEmailType, type NotificationPreferences } from '@routier/domain';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../../components/data-table';
import { useApiFormErrors } from '../../../components/form';
import { useLazyResolver } from '../../../lib/lazy-zod-resolver';
import { useCurrentUser } from '../../../lib/session';
import { useNamespace } from '../../../lib/use-namespace';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notification-preferences';
import { preferencesResolver } from './form-resolvers';

type Values = { muted: MutableEmailType[] };

const PreferencesForm = ({ prefs, disabled }: { prefs: NotificationPreferences; disabled: boolean }) => {
  const { t } = useTranslation();
  // the operators' switches say what reaches them (a customer's message, a carrier's report)
  const types = useCurrentUser().role === Role.Admin ? 'adminTypes' : 'types';
  const save = useSaveNotificationPreferences();
  useLazyResolver(preferencesResolver);
  const form = useForm<Values>({ resolver: preferencesResolver, defaultValues: { muted: prefs.muted } });
  useEffect(() => form.reset({ muted: prefs.muted }), [prefs.muted, form]);
  const handleApiError = useApiFormErrors(form.setError, { fields: ['muted'] });
  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values.muted);
      form.reset({ muted: saved.muted });
      notifications.show({ color: 'green', message: t('notifications:emails.saved') });
    } catch (error) {
      handleApiError(error);
    }
  });
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm" mt="md">
        <Controller
          control={form.control}
          name="muted"
          render={({ field }) => (
            <Stack gap="sm">
              {prefs.available.map((type) => (
                <Switch
                  key={type}
                  size="md"
                  label={t(`notifications:emails.${types}.${type}`)}
                  checked={!field.value.includes(type)}
                  disabled={disabled}
                  onChange={(event) =>
                    field.onChange(event.currentTarget.checked ? field.value.filter((m) => m !== type) : [...field.value, type])
                  }
                />
              ))}
            </Stack>
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" mih={44} loading={form.formState.isSubmitting} disabled={disabled || !form.formState.isDirty}>
            {t('common:saveChanges')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** The settings section "E-mail notifications": a switch per kind of e-mail the caller's role receives. */
export const EmailPreferences = ({ disabled = false }: { disabled?: boolean }) => {
  const { t } = useTranslation();
  const ready = useNamespace('notifications');
  const query = useNotificationPreferences();
  if (!ready) return null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="email-preferences">
      <Fieldset
        variant="unstyled"
        disabled={disabled}
        legend={
          <>
            <Title order={2} size="h4" component="span" display="block">
              {t('notifications:emails.title')}
            </Title>
            <Text size="sm" c="dimmed" component="span" display="block">
              {t('notifications:emails.intro')}
            </Text>
          </>
        }
      >
        {query.isPending && <Loader size="sm" mt="md" aria-label={t('common:loading')} />}
        {query.isError && (
          <Stack mt="md">
            <Text size="sm">{t('notifications:emails.loadFailed')}</Text>
            <ListError onRetry={() => void query.refetch()} />
          </Stack>
        )}
        {query.data && <PreferencesForm prefs={query.data} disabled={disabled} />}
      </Fieldset>
    </Paper>
  );
};
