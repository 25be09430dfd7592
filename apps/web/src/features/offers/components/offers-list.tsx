import { Stack, Text } from '@mantine/core';
import type { OfferRow, OffersSort } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { DataTable, useListQuery } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import { useOfferFilters, useOffers } from '../api/get-offers';
import { offersRequest, useOffersParams } from '../hooks/use-offers-params';
import { useOffersColumns } from './offers-columns';
import { OffersFilters } from './offers-filters';
import { SavedFiltersNotice } from './saved-filters-notice';

/** The load board: offers open to the company, filtered, sorted and paged; the state lives in the URL. */
export const OffersList = () => {
  const { t } = useTranslation();
  const { params, setParams, resetParams } = useOffersParams();
  const query = useOffers(offersRequest(params));
  const choices = useOfferFilters();
  const columns = useOffersColumns();
  const filtered = Boolean(
    params.from_address || params.to_address || params.cars_amount || params.province || params.shipping_method,
  );
  const list = useListQuery(query, {
    sort: { by: params.ordered_by, asc: params.asc },
    onSortChange: (by, asc) => setParams({ ordered_by: by as OffersSort, asc }),
    onPageChange: (page) => setParams({ page }),
  });
  return (
    <Stack gap="md">
      <SavedFiltersNotice choices={choices.data} />
      <OffersFilters
        params={params}
        choices={choices.data}
        onChange={setParams}
        onReset={() =>
          resetParams(['from_address', 'to_address', 'cars_amount', 'province', 'shipping_method', 'ordered_by', 'asc'])
        }
      />
      <DataTable<OfferRow>
        {...list}
        label={t('offers:title')}
        columns={columns}
        getRowKey={(row) => row.id}
        getRowHref={(row) => paths.offer(row.id)}
        empty={
          <Text ta="center" c="dimmed">
            {filtered ? t('common:noResults') : t('offers:empty')}
          </Text>
        }
        minWidth={960}
      />
    </Stack>
  );
};
