import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { AdminAccountRow } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/data-table';
import { api } from '../../../lib/api-client';
import { adminAccountsKeys } from './get-admin-accounts';

export type AccountAction = 'approve' | 'deactivate';

/** PUT /admin/accounts/{id}/approve | deactivate → the updated row. */
export const updateAccountStatus = (id: number, action: AccountAction) =>
  api.put<AdminAccountRow>(`/admin/accounts/${id}/${action}`);

/** Approve or deactivate an account, then tell the admin and refresh every accounts list. */
export const useUpdateAccountStatus = () => {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: AccountAction }) => updateAccountStatus(id, action),
    onSuccess: (row, { action }) => {
      notifications.show({ color: 'green', message: t(`admin:accounts.${action}d`, { email: row.email }) });
      return Promise.all([
        client.invalidateQueries({ queryKey: adminAccountsKeys.all }),
        client.invalidateQueries({ queryKey: ['admin', 'businesses'] }),
      ]);
    },
    onError: notifyError,
  });
};
