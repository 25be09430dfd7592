import { Stack, Text } from '@mantine/core';
import type { ActiveJobRow } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { DataTable, useListQuery } from '../../../components/data-table';
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
  const columns = useActiveJobsColumns();
  const filtered = Boolean(params.keyword || params.location);
  const list = useListQuery(query, {
    sort: { by: params.orderedBy, asc: params.asc },
    onSortChange: (by, asc) => setParams({ orderedBy: by as ActiveJobsSort, asc }),
    onPageChange: (page) => setParams({ page }),
  });
  return (
    <Stack gap="md">
      <ActiveJobsToolbar
        params={params}
        onChange={setParams}
        onReset={() => resetParams(['keyword', 'location', 'orderedBy', 'asc'])}
      />
      <DataTable<ActiveJobRow>
        {...list}
        label={t('jobs:title')}
        columns={columns}
        getRowKey={(row) => row.id}
        getRowHref={(row) => paths.activeJob(row.id)}
        empty={
          <Text ta="center" c="dimmed">
            {filtered ? t('common:noResults') : t('jobs:empty')}
          </Text>
        }
        minWidth={960}
      />
    </Stack>
  );
};
