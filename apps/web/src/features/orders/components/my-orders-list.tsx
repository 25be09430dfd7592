import { useState } from 'react';
import { Group, Stack } from '@mantine/core';
import { MyOrdersFilter, myOrderPath, pageAfterDelete, type MyOrderRow, type MyOrdersSort } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { DebouncedSearchInput, DataTable, useListQuery } from '../../../components/data-table';
import { useMyOrders } from '../api/get-my-orders';
import { useVinSuggestions } from '../hooks/use-vin-suggestions';
import { useMyOrdersParams } from '../hooks/use-my-orders-params';
import { useMyOrdersColumns } from './my-orders-columns';
import { MyOrdersEmpty } from './my-orders-empty';
import { MyOrdersFilters } from './my-orders-filters';

/** My-orders: filter buttons, VIN/order-number search, sortable paged table; state lives in the URL. */
export const MyOrdersList = () => {
  const { t } = useTranslation();
  const { params, setParams } = useMyOrdersParams();
  const withSearch = params.filter !== MyOrdersFilter.Quotes;
  const [typed, setTyped] = useState('');
  const vinSuggestions = useVinSuggestions(typed);
  const query = useMyOrders({
    filter: params.filter,
    order_by: params.ordered_by,
    order_direction: params.asc === 1 ? 'asc' : 'desc',
    page: params.page,
    vin: withSearch && params.search ? params.search : undefined,
  });
  const rowsOnPage = query.data?.data.length ?? 0;
  const columns = useMyOrdersColumns(() => {
    const page = pageAfterDelete(params.page, rowsOnPage);
    if (page !== params.page) setParams({ page });
  });
  const showCreate = params.filter === MyOrdersFilter.All && !params.search;
  const list = useListQuery(query, {
    sort: { by: params.ordered_by, asc: params.asc },
    onSortChange: (by, asc) => setParams({ ordered_by: by as MyOrdersSort, asc }),
    onPageChange: (page) => setParams({ page }),
  });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <MyOrdersFilters value={params.filter} onChange={(filter) => setParams({ filter })} />
        {withSearch && (
          <DebouncedSearchInput
            value={params.search}
            onSearch={(search) => setParams({ search }, { replace: true })}
            label={t('orders:list.searchLabel')}
            placeholder={t('orders:list.searchPlaceholder')}
            maxLength={30}
            w={260}
            suggestions={vinSuggestions}
            onTextChange={setTyped}
          />
        )}
      </Group>
      <DataTable<MyOrderRow>
        {...list}
        label={t('orders:title')}
        columns={columns}
        getRowKey={(row) => row.id}
        getRowHref={myOrderPath}
        empty={showCreate ? <MyOrdersEmpty /> : undefined}
      />
    </Stack>
  );
};
