import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Role, type CurrentUser } from '@routier/domain';
import { TextField, useApiFormErrors } from '../../../components/form';
import { NameAndPhoneFields } from './name-and-phone-fields';
import { useUpdateProfile } from '../api/update-profile';
import { profileResolver } from './form-resolvers';
import { useLazyResolver } from '../../../lib/lazy-zod-resolver';

const FIELDS = ['first_name', 'last_name', 'phone', 'postal_code'] as const;

/** Names and phone for everyone, postal code for private users; the e-mail is shown read-only. */
export const ProfileForm = ({ user, disabled }: { user: CurrentUser; disabled: boolean }) => {
  const { t } = useTranslation();
  const isPrivate = user.role === Role.PrivateUser;
  const update = useUpdateProfile(user);
  // Everyone's form holds a postal code; only private users' is checked and sent.
  const resolver = profileResolver(isPrivate);
  useLazyResolver(resolver);
  const form = useForm({
    resolver,
    defaultValues: {
      first_name: user.first_name ?? '',
      last_name: user.last_name ?? '',
      phone: user.phone ?? '',
      postal_code: user.postal_code ?? '',
    },
  });
  const handleApiError = useApiFormErrors(form.setError, { fields: FIELDS });
  const handleSubmit = form.handleSubmit(async (values) => {
    const { postal_code, ...profile } = values;
    try {
      await update.mutateAsync(isPrivate ? { ...profile, postal_code } : profile);
      form.reset(values);
      notifications.show({ color: 'green', message: t('users:settings.updated') });
    } catch (error) {
      handleApiError(error);
    }
  });
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('users:settings.email')}
          value={user.email}
          readOnly
          variant="filled"
          description={t('users:settings.emailHint')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NameAndPhoneFields control={form.control} />
          {isPrivate && (
            <TextField
              control={form.control}
              name="postal_code"
              label={t('users:settings.postalCode')}
              autoComplete="postal-code"
              required
            />
          )}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting} disabled={disabled}>
            {t('common:saveChanges')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
