import { Group, Select, Stack, Switch, Text } from '@mantine/core';
import {
  ORDER_STATUS_KEYS,
  ORDER_STATUSES,
  SHIPPING_METHOD_KEYS,
  type AdminOrderRow,
  type ShippingMethod,
} from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { DataTable, DebouncedSearchInput, ListError, sortFromParams, useErrorNotification } from '../../../components/data-table';
import { useAdminOrders } from '../api/get-admin-orders';
import { useAdminOrdersParams } from '../hooks/use-admin-orders-params';
import { useAdminOrdersColumns } from './admin-orders-columns';

const METHODS = [1, 2, 3, 4] as ShippingMethod[];

/** Every order for the operator: one search box, status, method and "needs attention", sortable and paged in the URL. */
export const AdminOrdersList = ({ orderHref }: { orderHref: (row: AdminOrderRow) => string }) => {
  const { t } = useTranslation();
  const { params, setParams } = useAdminOrdersParams();
  const query = useAdminOrders({
    page: params.page,
    search: params.search || undefined,
    status: params.status || undefined,
    shipping_method: params.method || undefined,
    attention: params.attention === 1 ? '1' : '0',
    order_by: params.orderedBy,
    order_direction: params.asc === 1 ? 'asc' : 'desc',
  });
  useErrorNotification(query.error);
  const columns = useAdminOrdersColumns(orderHref);
  const any = t('admin:orders.filters.any');
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DebouncedSearchInput
          value={params.search}
          onSearch={(search) => setParams({ search }, { replace: true })}
          label={t('admin:orders.filters.search')}
          placeholder={t('admin:orders.filters.searchPlaceholder')}
          maxLength={100}
          w={320}
        />
        <Select
          label={t('admin:orders.filters.status')}
          data={[
            { value: '0', label: any },
            ...ORDER_STATUSES.map((s) => ({ value: String(s), label: t(`orders:status.${ORDER_STATUS_KEYS[s]}`) })),
          ]}
          value={String(params.status)}
          onChange={(value) => setParams({ status: Number(value ?? 0) })}
          allowDeselect={false}
          w={200}
        />
        <Select
          label={t('admin:orders.filters.method')}
          data={[
            { value: '0', label: any },
            ...METHODS.map((m) => ({ value: String(m), label: t(`admin:orders.methods.${SHIPPING_METHOD_KEYS[m]}`) })),
          ]}
          value={String(params.method)}
          onChange={(value) => setParams({ method: Number(value ?? 0) })}
          allowDeselect={false}
          w={180}
        />
        <Switch
          label={t('admin:orders.filters.attention')}
          checked={params.attention === 1}
          onChange={(event) => setParams({ attention: event.currentTarget.checked ? 1 : 0 })}
          mb={8}
        />
      </Group>
      <DataTable<AdminOrderRow>
        label={t('admin:orders.title')}
        columns={columns}
        rows={query.data?.data}
        getRowKey={(row) => row.id}
        getRowHref={orderHref}
        loading={query.isPending}
        error={query.isError ? <ListError onRetry={() => void query.refetch()} /> : undefined}
        sort={sortFromParams(params.orderedBy, params.asc)}
        onSortChange={(next) =>
          setParams({ orderedBy: next.by as typeof params.orderedBy, asc: next.direction === 'asc' ? 1 : 0 })
        }
        empty={
          <Text ta="center" c="dimmed">
            {params.attention === 1 ? t('admin:orders.emptyAttention') : t('admin:orders.empty')}
          </Text>
        }
        meta={query.data?.meta}
        onPageChange={(page) => setParams({ page })}
        minWidth={1100}
      />
    </Stack>
  );
};
