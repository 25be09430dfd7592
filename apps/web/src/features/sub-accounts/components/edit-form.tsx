import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Province, SubAccount, SubAccountKind } from '@routier/domain';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiFormErrors } from '../../../components/form';
import { useLazyResolver } from '../../../lib/lazy-zod-resolver';
import { useEditSubAccount } from '../api/sub-account-mutations';
import { dispatcherProvincesResolver, subDealerTitleResolver } from './form-resolvers';
import { rowName } from './labels';
import { ProvincesField, TitleField } from './sub-account-fields';

type Values = { title: number | null; provinces: Province[] };
type Output = { title?: number; provinces?: Province[] };

const RESOLVERS = { subdealers: subDealerTitleResolver, dispatchers: dispatcherProvincesResolver };

/** The edit form of the modal: a sub-dealer's title or a dispatcher's provinces. */
export const EditForm = ({ kind, row, onDone }: { kind: SubAccountKind; row: SubAccount; onDone: () => void }) => {
  const { t } = useTranslation();
  const edit = useEditSubAccount(kind);
  useLazyResolver(RESOLVERS[kind]);
  const form = useForm<Values, unknown, Output>({
    resolver: RESOLVERS[kind] as unknown as Resolver<Values, unknown, Output>,
    defaultValues: { title: row.title, provinces: row.provinces },
  });
  const handleApiError = useApiFormErrors(form.setError, { fields: ['title', 'provinces'] });
  const handleSubmit = form.handleSubmit(async (input) => {
    try {
      await edit.mutateAsync({ id: row.id, input });
      notifications.show({ color: 'green', message: t('sub-accounts:edit.saved', { name: rowName(row) }) });
      onDone();
    } catch (error) {
      handleApiError(error);
    }
  });
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('sub-accounts:edit.heading', { name: rowName(row) })}>
      <Stack gap="sm">
        {kind === 'subdealers' ? (
          <TitleField control={form.control} name="title" />
        ) : (
          <ProvincesField control={form.control} name="provinces" />
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('sub-accounts:edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
