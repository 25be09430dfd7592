import { Stack, Text } from '@mantine/core';
import type { OfferRow, OffersSort } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { DataTable, ListError, ascFromSort, sortFromParams, useErrorNotification } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import { useOfferFilters, useOffers } from '../api/get-offers';
import { offersRequest, useOffersParams } from '../hooks/use-offers-params';
import { useOffersColumns } from './offers-columns';
import { OffersFilters } from './offers-filters';

/** The load board: offers open to the company, filtered, sorted and paged; the state lives in the URL. */
export const OffersList = () => {
  const { t } = useTranslation();
  const { params, setParams, resetParams } = useOffersParams();
  const query = useOffers(offersRequest(params));
  const choices = useOfferFilters();
  useErrorNotification(query.error);
  const columns = useOffersColumns();
  const filtered = Boolean(
    params.from_address || params.to_address || params.cars_amount || params.province || params.shipping_method,
  );

  return (
    <Stack gap="md">
      <OffersFilters
        params={params}
        choices={choices.data}
        onChange={setParams}
        onReset={() =>
          resetParams(['from_address', 'to_address', 'cars_amount', 'province', 'shipping_method', 'ordered_by', 'asc'])
        }
      />
      <DataTable<OfferRow>
        label={t('offers:title')}
        columns={columns}
        rows={query.data?.data}
        getRowKey={(row) => row.id}
        loading={query.isPending}
        error={query.isError ? <ListError onRetry={() => void query.refetch()} /> : undefined}
        sort={sortFromParams(params.ordered_by, params.asc)}
        onSortChange={(sort) => setParams({ ordered_by: sort.by as OffersSort, asc: ascFromSort(sort) })}
        getRowHref={(row) => paths.offer(row.id)}
        empty={
          <Text ta="center" c="dimmed">
            {filtered ? t('common:noResults') : t('offers:empty')}
          </Text>
        }
        meta={query.data?.meta}
        onPageChange={(page) => setParams({ page })}
        minWidth={960}
      />
    </Stack>
  );
};
