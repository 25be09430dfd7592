import { useState } from 'react';
import { Alert, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { AdminAccountRow } from '@routier/domain';
import { errorMessage } from '../../../components/feedback';
import { ApiError } from '../../../lib/api-client';
import { useCreateOrderForCustomer } from '../api/create-order-for-customer';
import { useCustomerSearch } from '../api/search-customers';

const nameOf = (a: AdminAccountRow) => [a.first_name, a.last_name].filter(Boolean).join(' ') || a.email;
const labelOf = (a: AdminAccountRow) => [nameOf(a), a.business_name].filter(Boolean).join(' · ') + ` (${a.email})`;

/**
 * Step one of an order for a customer: the operator finds the account (an active dealer, sub-dealer or private
 * user, by name, e-mail or business), then the draft is created for it and its wizard opens.
 */
export const CustomerPicker = ({ onCreated }: { onCreated: (orderId: number) => void }) => {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [picked, setPicked] = useState<string | null>(null);
  const customers = useCustomerSearch(debounced);
  const create = useCreateOrderForCustomer();
  const list = customers.data ?? [];
  const fieldError = create.error instanceof ApiError ? create.error.errors?.customer_user_id?.[0] : undefined;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Text>{t('orderForCustomer.pickIntro')}</Text>
        <Select
          label={t('orderForCustomer.customer')}
          placeholder={t('orderForCustomer.searchPlaceholder')}
          searchable
          clearable
          required
          data={list.map((a) => ({ value: String(a.id), label: labelOf(a) }))}
          value={picked}
          onChange={setPicked}
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          nothingFoundMessage={customers.isFetching ? t('common:loading') : t('orderForCustomer.noCustomer')}
          error={fieldError ? t('orderForCustomer.customerRefused') : undefined}
          comboboxProps={{ withinPortal: true }}
        />
        {customers.isError && <Alert color="red">{errorMessage(customers.error)}</Alert>}
        {create.isError && !fieldError && <Alert color="red">{errorMessage(create.error)}</Alert>}
        <Group justify="flex-end">
          <Button
            disabled={picked === null}
            loading={create.isPending}
            onClick={() =>
              picked !== null &&
              create.mutate({ customer_user_id: Number(picked) }, { onSuccess: (created) => onCreated(created.id) })
            }
          >
            {t('orderForCustomer.start')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};
