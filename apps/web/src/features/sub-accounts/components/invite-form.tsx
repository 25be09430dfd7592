import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Province, SubAccountKind } from '@routier/domain';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailField, useApiFormErrors } from '../../../components/form';
import { ApiError } from '../../../lib/api-client';
import { useLazyResolver } from '../../../lib/lazy-zod-resolver';
import { useInviteSubAccount } from '../api/sub-account-mutations';
import { inviteDispatcherResolver, inviteSubDealerResolver } from './form-resolvers';
import { ProvincesField, TitleField } from './sub-account-fields';

type Values = { email: string; title: number | null; provinces: Province[] };
type Output = { email: string; title?: number; provinces?: Province[] };

const RESOLVERS = { subdealers: inviteSubDealerResolver, dispatchers: inviteDispatcherResolver };

type Props = { kind: SubAccountKind; onDone: () => void; onBusinessDetailsMissing: () => void };

/** The invite form of the modal: an email, with a title (dealer) or provinces (transport company). */
export const InviteForm = ({ kind, onDone, onBusinessDetailsMissing }: Props) => {
  const { t } = useTranslation();
  const invite = useInviteSubAccount(kind);
  useLazyResolver(RESOLVERS[kind]);
  const form = useForm<Values, unknown, Output>({
    resolver: RESOLVERS[kind] as unknown as Resolver<Values, unknown, Output>,
    defaultValues: { email: '', title: null, provinces: [] },
  });
  const handleApiError = useApiFormErrors(form.setError, { fields: ['email', 'title', 'provinces'] });
  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
      notifications.show({ color: 'green', message: t('sub-accounts:invite.sent', { email: values.email }) });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) onBusinessDetailsMissing();
      else handleApiError(error);
    }
  });
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t(`sub-accounts:invite.heading.${kind}`)}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('sub-accounts:invite.hint')}
        </Text>
        <EmailField control={form.control} name="email" label={t('sub-accounts:invite.email')} required data-autofocus />
        {kind === 'subdealers' ? (
          <TitleField control={form.control} name="title" />
        ) : (
          <ProvincesField control={form.control} name="provinces" />
        )}
        {form.formState.errors.root && (
          <Alert color="red" variant="light">
            {t('common:error')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('sub-accounts:invite.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
