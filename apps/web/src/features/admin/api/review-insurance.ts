import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { InsuranceOverview, RefuseInsuranceInput } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { adminAccountsKeys } from './get-admin-accounts';

export type InsuranceReview = { id: number } & ({ action: 'approve' } | ({ action: 'refuse' } & RefuseInsuranceInput));

/** PUT /admin/insurance-proposals/{id}/approve or /refuse (with the reason shown to the carrier). */
export const reviewInsurance = (review: InsuranceReview) =>
  review.action === 'approve'
    ? api.put<InsuranceOverview>(`/admin/insurance-proposals/${review.id}/approve`)
    : api.put<InsuranceOverview>(`/admin/insurance-proposals/${review.id}/refuse`, { reason: review.reason });

/** Approves or refuses a carrier's proposed insurance expiry; the account's details are refreshed. */
export const useReviewInsurance = () => {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviewInsurance,
    onSuccess: (_, review) => {
      notifications.show({
        color: 'green',
        message: t(review.action === 'approve' ? 'admin:insurance.approved' : 'admin:insurance.refused'),
      });
      return client.invalidateQueries({ queryKey: adminAccountsKeys.all });
    },
  });
};
