import { ActionIcon, Button, Card, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CHANGELOG_MAX_ITEMS, type AdminChangelog, type ChangelogFormValues, type ChangelogInput } from '@routier/domain';
import { TextField, useApiFormErrors, useErrorText } from '../../../components/form';
import { useLazyResolver } from '../../../lib/lazy-zod-resolver';
import { changelogResolver } from './form-resolvers';

const FIELDS = ['title_en', 'title_fr', 'items'] as const;
const EMPTY_ITEM = { title_en: '', title_fr: '', description_en: '', description_fr: '' };

type Props = { entry: AdminChangelog | null; onSubmit: (input: ChangelogInput) => Promise<unknown>; onCancel: () => void };

/** An entry in both languages: a title and one to twenty items, each with a title and a description. */
export const ChangelogForm = ({ entry, onSubmit, onCancel }: Props) => {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  useLazyResolver(changelogResolver);
  const form = useForm<ChangelogFormValues, unknown, ChangelogInput>({
    resolver: changelogResolver,
    defaultValues: entry
      ? { title_en: entry.title_en, title_fr: entry.title_fr, items: entry.items }
      : { title_en: '', title_fr: '', items: [EMPTY_ITEM] },
  });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const handleApiError = useApiFormErrors(form.setError, { fields: FIELDS });
  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      handleApiError(error);
    }
  });
  const textarea = (index: number, lang: 'en' | 'fr') => (
    <Controller
      control={form.control}
      name={`items.${index}.description_${lang}`}
      render={({ field, fieldState }) => (
        <Textarea
          {...field}
          value={field.value ?? ''}
          label={t(`changelog.description_${lang}`)}
          autosize
          minRows={2}
          error={errorText(fieldState.error?.message)}
        />
      )}
    />
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField control={form.control} name="title_en" label={t('changelog.title_en')} required />
          <TextField control={form.control} name="title_fr" label={t('changelog.title_fr')} required />
        </SimpleGrid>
        {items.fields.map((item, index) => (
          <Card key={item.id} withBorder radius="md">
            <Group justify="space-between" mb="xs">
              <Text fw={600}>{t('changelog.item', { n: index + 1 })}</Text>
              {items.fields.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={44}
                  onClick={() => items.remove(index)}
                  aria-label={t('changelog.removeItem', { n: index + 1 })}
                >
                  ×
                </ActionIcon>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField control={form.control} name={`items.${index}.title_en`} label={t('changelog.itemTitle_en')} required />
              <TextField control={form.control} name={`items.${index}.title_fr`} label={t('changelog.itemTitle_fr')} required />
              {textarea(index, 'en')}
              {textarea(index, 'fr')}
            </SimpleGrid>
          </Card>
        ))}
        {form.formState.errors.items?.message && (
          <Text c="red" size="sm" role="alert">
            {errorText(form.formState.errors.items.message)}
          </Text>
        )}
        <Group justify="space-between">
          <Button variant="light" onClick={() => items.append(EMPTY_ITEM)} disabled={items.fields.length >= CHANGELOG_MAX_ITEMS}>
            {t('changelog.addItem')}
          </Button>
          <Group>
            <Button variant="default" onClick={onCancel}>
              {t('changelog.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('changelog.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
};
