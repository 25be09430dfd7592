import { Button, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ROLE_KEYS, type AdminUserEditInput, type Role } from '@routier/domain';
import { PhoneField, SelectField, TextField, useApiFormErrors } from '../../../components/form';
import { lazyZodResolver, useLazyResolver } from '../../../lib/lazy-zod-resolver';
import { useEditUser } from '../api/admin-business';

const resolver = lazyZodResolver(() => import('./form-schemas').then((m) => m.AdminUserEditInputSchema));

export type EditableUser = {
  id: number;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  role: number | null;
};

/** An operator corrects a user's name, phone and role (the roles his business allows). */
export const UserEditForm = ({ user, roles, onDone }: { user: EditableUser; roles: readonly Role[]; onDone: () => void }) => {
  const { t } = useTranslation();
  const edit = useEditUser();
  useLazyResolver(resolver);
  const form = useForm<AdminUserEditInput>({
    resolver,
    defaultValues: {
      first_name: user.first_name ?? '',
      last_name: user.last_name ?? '',
      phone: user.phone ?? '',
      role: (user.role ?? roles[0]) as number,
    },
  });
  const handleApiError = useApiFormErrors(form.setError, { fields: ['first_name', 'last_name', 'phone', 'role'] });
  const handleSubmit = form.handleSubmit(async (input) => {
    try {
      await edit.mutateAsync({ id: user.id, input });
      onDone();
    } catch (error) {
      handleApiError(error);
    }
  });
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('admin:users.editTitle')}>
      <Stack gap="sm">
        <TextField control={form.control} name="first_name" label={t('admin:users.firstName')} required data-autofocus />
        <TextField control={form.control} name="last_name" label={t('admin:users.lastName')} required />
        <PhoneField control={form.control} name="phone" label={t('admin:review.phone')} required />
        <SelectField
          control={form.control}
          name="role"
          label={t('admin:columns.role')}
          options={roles.map((r) => ({ value: r, label: t(`admin:roles.${ROLE_KEYS[r]}`) }))}
          allowDeselect={false}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={edit.isPending}>
            {t('admin:users.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
