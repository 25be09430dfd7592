import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@routier/domain';
import { PasswordField, useApiFormErrors } from '../../../components/form';
import { useChangePassword } from '../api/change-password';
import { changePasswordResolver } from './form-resolvers';
import { useLazyResolver } from '../../../lib/lazy-zod-resolver';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** Change password: the current password, then the new one and its confirmation (at least 8 characters, equal). */
export const PasswordForm = ({ user, disabled }: { user: CurrentUser; disabled: boolean }) => {
  const { t } = useTranslation();
  const change = useChangePassword(user);
  useLazyResolver(changePasswordResolver);
  const form = useForm({ resolver: changePasswordResolver, defaultValues: EMPTY });
  const handleApiError = useApiFormErrors(form.setError, { fields: FIELDS });
  const handleSubmit = form.handleSubmit(async (input) => {
    try {
      await change.mutateAsync(input);
      form.reset(EMPTY);
      notifications.show({ color: 'green', message: t('users:settings.passwordChanged') });
    } catch (error) {
      handleApiError(error);
    }
  });
  return (
    <form onSubmit={handleSubmit} noValidate>
      {/* lets password managers pair the new password with the account */}
      <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordField
            control={form.control}
            name="current_password"
            label={t('users:settings.currentPassword')}
            description={t('users:settings.currentPasswordHint')}
            autoComplete="current-password"
            required
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordField
            control={form.control}
            name="password"
            label={t('users:settings.newPassword')}
            description={t('auth:password.hint')}
            autoComplete="new-password"
            required
          />
          <PasswordField
            control={form.control}
            name="password_confirmation"
            label={t('users:settings.confirmPassword')}
            description={t('auth:password.confirmHint')}
            autoComplete="new-password"
            required
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting} disabled={disabled}>
            {t('users:settings.changePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
