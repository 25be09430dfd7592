import { useState } from 'react';
import { Button, Checkbox, Group, Paper, Stack, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { orderFilterValues, type CurrentUser, type OrderFilterValues } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../../components/data-table/list-error';
import { LoadingScreen } from '../../../components/layouts/loading-screen';
import { useBusinessDetails } from '../api/get-business-details';
import { useSaveOrderFilters } from '../api/save-business-details';

const SNOWBIRD_VALUES = [
  { value: '1', key: 'snowbirds' },
  { value: '2', key: 'export' },
] as const;

const FiltersForm = ({
  businessId,
  initial,
  disabled,
}: {
  businessId: number;
  initial: OrderFilterValues;
  disabled: boolean;
}) => {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [usOn, setUsOn] = useState(initial.snowbirds_filter.length > 0);
  const save = useSaveOrderFilters(businessId);
  const handleSave = async () => {
    try {
      await save.mutateAsync({ ...values, snowbirds_filter: usOn ? values.snowbirds_filter : [] });
      notifications.show({ color: 'green', message: t('accounts:filters.saved') });
    } catch {
      notifications.show({ color: 'red', title: t('common:error'), message: t('accounts:somethingWrong') });
    }
  };
  const toggle = (key: 'enclosed_filter' | 'priority_filter') => (checked: boolean) =>
    setValues((v) => ({ ...v, [key]: checked ? 1 : 0 }));
  return (
    <Stack gap="lg">
      <Switch
        checked={values.enclosed_filter === 1}
        onChange={(e) => toggle('enclosed_filter')(e.currentTarget.checked)}
        label={t('accounts:filters.enclosed')}
        description={t('accounts:filters.enclosedHint')}
        disabled={disabled}
      />
      <Switch
        checked={values.priority_filter === 1}
        onChange={(e) => toggle('priority_filter')(e.currentTarget.checked)}
        label={t('accounts:filters.priority')}
        description={t('accounts:filters.priorityHint')}
        disabled={disabled}
      />
      <Stack gap="xs">
        <Switch
          checked={usOn}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            setUsOn(on);
            if (on && values.snowbirds_filter.length === 0) setValues((v) => ({ ...v, snowbirds_filter: ['1', '2'] }));
          }}
          label={t('accounts:filters.snowbirds')}
          description={t('accounts:filters.snowbirdsHint')}
          disabled={disabled}
        />
        {usOn && (
          <Checkbox.Group
            value={values.snowbirds_filter}
            onChange={(next) => setValues((v) => ({ ...v, snowbirds_filter: [...next].sort() }))}
            label={t('accounts:filters.usTypes')}
            pl={{ base: 0, xs: 'xl' }}
          >
            <Group mt={6} gap="lg">
              {SNOWBIRD_VALUES.map((o) => (
                <Checkbox key={o.value} value={o.value} label={t(`accounts:filters.${o.key}Value`)} disabled={disabled} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      </Stack>
      <Group justify="flex-end">
        <Button onClick={() => void handleSave()} loading={save.isPending} disabled={disabled}>
          {t('common:saveChanges')}
        </Button>
      </Group>
    </Stack>
  );
};

/** /my-account/notifications-settings: the saved order filters that narrow the offers board and its badge. */
export const NotificationSettingsView = ({ user }: { user: CurrentUser }) => {
  const business = useBusinessDetails(user.business_details_id);
  if (business.isPending) return <LoadingScreen />;
  if (business.isError) return <ListError onRetry={() => void business.refetch()} />;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <Stack gap="md">
        <FiltersForm
          businessId={business.data.id}
          initial={orderFilterValues(business.data.order_filters)}
          disabled={!user.active}
        />
      </Stack>
    </Paper>
  );
};
