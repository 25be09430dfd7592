import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TeamDriver } from '@routier/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField, TextField, useApiFormErrors } from '../../../components/form';
import { useLazyResolver } from '../../../lib/lazy-zod-resolver';
import { useUpdateDriver } from '../api/driver-mutations';
import { editDriverResolver } from './form-resolvers';

const FIELDS = ['first_name', 'last_name', 'phone', 'dealer_plate_number'] as const;

/** Phone (###-###-####), names and dealer plate number; Save changes submits. */
export const DriverEditForm = ({ driver, onDone }: { driver: TeamDriver; onDone: () => void }) => {
  const { t } = useTranslation();
  const update = useUpdateDriver(driver.id);
  useLazyResolver(editDriverResolver);
  const form = useForm({
    resolver: editDriverResolver,
    defaultValues: {
      first_name: driver.first_name ?? '',
      last_name: driver.last_name ?? '',
      phone: driver.phone ?? '',
      dealer_plate_number: driver.dealer_plate_number ?? '',
    },
  });
  const handleApiError = useApiFormErrors(form.setError, { fields: FIELDS });
  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      notifications.show({ color: 'green', message: t('team:driver.updated') });
      onDone();
    } catch (error) {
      handleApiError(error);
    }
  });
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('team:driver.details')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField control={form.control} name="first_name" label={t('team:driver.firstName')} autoComplete="off" required />
          <TextField control={form.control} name="last_name" label={t('team:driver.lastName')} autoComplete="off" required />
          <PhoneField control={form.control} name="phone" label={t('team:driver.phone')} required />
          <TextField control={form.control} name="dealer_plate_number" label={t('team:driver.dealerPlate')} autoComplete="off" />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('common:saveChanges')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
