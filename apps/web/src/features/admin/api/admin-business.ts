import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type {
  AdminAccountRow,
  AdminBusinessReview,
  AdminUserEditInput,
  BusinessCouponInput,
  BusinessFlagsInput,
} from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/data-table';
import { api } from '../../../lib/api-client';
import { adminAccountsKeys } from './get-admin-accounts';

const businessKey = (id: number) => ['admin', 'businesses', id] as const;

/** GET /admin/businesses/{id}: the operator's whole review of a business. */
export const adminBusinessQueryOptions = (id: number) =>
  queryOptions({
    queryKey: businessKey(id),
    queryFn: ({ signal }) => api.get<AdminBusinessReview>(`/admin/businesses/${id}`, { signal }),
  });

export const useAdminBusiness = (id: number | null) => useQuery({ ...adminBusinessQueryOptions(id ?? 0), enabled: id !== null });

/** PUT /admin/businesses/{id}/flags: invoice payment and the auction rule. */
export const useSetBusinessFlags = (id: number) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BusinessFlagsInput) => api.put<AdminBusinessReview>(`/admin/businesses/${id}/flags`, input),
    onSuccess: (review) => {
      client.setQueryData(businessKey(id), review);
      notifications.show({ color: 'green', message: t('admin:business.flagsSaved') });
    },
    onError: notifyError,
  });
};

/** POST /admin/businesses/{id}/coupons: dollars or a percent off, until a day; field errors are left to the form. */
export const useIssueBusinessCoupon = (id: number) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BusinessCouponInput) => api.post<AdminBusinessReview>(`/admin/businesses/${id}/coupons`, input),
    onSuccess: (review) => {
      client.setQueryData(businessKey(id), review);
      notifications.show({ color: 'green', message: t('admin:business.couponIssued') });
    },
  });
};

/** PUT /admin/users/{id}: name, phone and role; field errors are left to the form. */
export const useEditUser = () => {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AdminUserEditInput }) =>
      api.put<AdminAccountRow>(`/admin/users/${id}`, input),
    onSuccess: (row) => {
      notifications.show({ color: 'green', message: t('admin:users.saved', { email: row.email }) });
      return Promise.all([
        client.invalidateQueries({ queryKey: adminAccountsKeys.all }),
        client.invalidateQueries({ queryKey: ['admin', 'businesses'] }),
      ]);
    },
  });
};
