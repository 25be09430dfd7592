import { Stack, Text } from '@mantine/core';
import type { ActiveJobRow } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { DataTable, ListError, ascFromSort, sortFromParams, useErrorNotification } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import { useActiveJobs } from '../api/get-active-jobs';
import { useActiveJobsParams, type ActiveJobsSort } from '../hooks/use-active-jobs-params';
import { useActiveJobsColumns } from './active-jobs-columns';
import { ActiveJobsToolbar } from './active-jobs-toolbar';

/** The carrier's accepted jobs: filter, searches, sortable paged table; state lives in the URL. */
export const ActiveJobsList = () => {
  const { t } = useTranslation();
  const { params, setParams, resetParams } = useActiveJobsParams();
  const query = useActiveJobs({
    filter: params.filter,
    order_by: params.orderedBy,
    order_direction: params.asc === 1 ? 'asc' : 'desc',
    page: params.page,
    keyword: params.keyword || undefined,
    location: params.location || undefined,
  });
  useErrorNotification(query.error);
  const columns = useActiveJobsColumns();
  const filtered = Boolean(params.keyword || params.location);

  return (
    <Stack gap="md">
      <ActiveJobsToolbar
        params={params}
        onChange={setParams}
        onReset={() => resetParams(['keyword', 'location', 'orderedBy', 'asc'])}
      />
      <DataTable<ActiveJobRow>
        label={t('jobs:title')}
        columns={columns}
        rows={query.data?.data}
        getRowKey={(row) => row.id}
        loading={query.isPending}
        error={query.isError ? <ListError onRetry={() => void query.refetch()} /> : undefined}
        sort={sortFromParams(params.orderedBy, params.asc)}
        onSortChange={(sort) => setParams({ orderedBy: sort.by as ActiveJobsSort, asc: ascFromSort(sort) })}
        getRowHref={(row) => paths.activeJob(row.id)}
        empty={
          <Text ta="center" c="dimmed">
            {filtered ? t('common:noResults') : t('jobs:empty')}
          </Text>
        }
        meta={query.data?.meta}
        onPageChange={(page) => setParams({ page })}
        minWidth={960}
      />
    </Stack>
  );
};
