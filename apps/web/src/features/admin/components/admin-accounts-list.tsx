import { lazy, Suspense, useState } from 'react';
import { Group, SegmentedControl, Stack } from '@mantine/core';
import type { AdminAccountRow } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DebouncedSearchInput, DataTable, useListQuery } from '../../../components/data-table';
import { useCurrentUser } from '../../../lib/session';
import { ACCOUNT_STATUSES, useAdminAccounts, type AccountStatusFilter } from '../api/get-admin-accounts';
import { useAdminAccountsParams } from '../hooks/use-admin-accounts-params';
import { useAdminAccountsColumns } from './admin-accounts-columns';

/** The review drawer (details, approve, reject form) loads after the list's first paint. */
const AccountReviewDrawer = lazy(() => import('./account-review-drawer').then((m) => ({ default: m.AccountReviewDrawer })));

/** Accounts by status, searchable; each opens for review (approve or reject), active ones can be deactivated. */
export const AdminAccountsList = () => {
  const { t } = useTranslation();
  const { params, setParams } = useAdminAccountsParams();
  const query = useAdminAccounts({ status: params.status, page: params.page, search: params.search || undefined });
  const user = useCurrentUser();
  // ?review={id}: a notification (an insurance certificate to review) opens that account's review at once
  const [search, setSearch] = useSearchParams();
  const [reviewId, setReviewId] = useState<number | null>(() => {
    const id = Number(search.get('review'));
    return Number.isInteger(id) && id > 0 ? id : null;
  });
  const closeReview = () => {
    setReviewId(null);
    if (search.has('review'))
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('review');
          return next;
        },
        { replace: true },
      );
  };
  const columns = useAdminAccountsColumns(user.id, (row) => setReviewId(row.id));
  const list = useListQuery(query, { onPageChange: (page) => setParams({ page }) });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <SegmentedControl
          aria-label={t('admin:accounts.statusLabel')}
          data={ACCOUNT_STATUSES.map((value) => ({ value, label: t(`admin:accounts.tabs.${value}`) }))}
          value={params.status}
          onChange={(value) => setParams({ status: value as AccountStatusFilter })}
        />
        <DebouncedSearchInput
          value={params.search}
          onSearch={(search) => setParams({ search }, { replace: true })}
          label={t('admin:accounts.searchLabel')}
          placeholder={t('admin:accounts.searchPlaceholder')}
          maxLength={120}
          w={280}
        />
      </Group>
      <DataTable<AdminAccountRow>
        {...list}
        label={t('admin:accounts.title')}
        columns={columns}
        getRowKey={(row) => row.id}
        onRowClick={(row) => setReviewId(row.id)}
        minWidth={960}
      />
      <Suspense fallback={null}>
        <AccountReviewDrawer accountId={reviewId} onClose={closeReview} />
      </Suspense>
    </Stack>
  );
};
