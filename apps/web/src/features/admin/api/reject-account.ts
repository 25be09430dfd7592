import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { AdminAccountRow, RejectAccountInput } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { adminAccountsKeys } from './get-admin-accounts';

/** PUT /admin/accounts/{id}/reject with the reason mailed to the applicant → the updated row. */
export const rejectAccount = (id: number, input: RejectAccountInput) =>
  api.put<AdminAccountRow>(`/admin/accounts/${id}/reject`, input);

/** Rejects an application; field errors are left to the form, the lists are refreshed. */
export const useRejectAccount = () => {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: RejectAccountInput }) => rejectAccount(id, input),
    onSuccess: (row) => {
      notifications.show({ color: 'green', message: t('admin:accounts.rejected', { email: row.email }) });
      return client.invalidateQueries({ queryKey: adminAccountsKeys.all });
    },
  });
};
