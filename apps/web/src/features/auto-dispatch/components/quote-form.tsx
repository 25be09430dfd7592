import { useMemo } from 'react';
import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QUOTE_NOTES_MAX, type QuoteForm, type QuoteFormInput, type QuoteInfo } from '@routier/domain';
import { useFormatters } from '../../../components/data-table';
import { CheckboxField, DateField, SelectField, TextField } from '../../../components/form';
import { lazyZodResolver, useLazyResolver } from '../../../lib/lazy-zod-resolver';
import { ChoiceField } from './choice-field';
import { TextareaField } from './textarea-field';
import { methodKey } from './request-summary';

export const EMPTY_QUOTE: QuoteFormInput = {
  pickup_kind: 'date',
  dropoff_kind: 'date',
  pickup_date: '',
  pickup_from: '',
  pickup_to: '',
  dropoff_date: '',
  dropoff_from: '',
  dropoff_to: '',
  price: '',
  shipping_method: null,
  notes: '',
  delivery_type_eta: null,
  confirm_price: false,
};

type Form = UseFormReturn<QuoteFormInput, unknown, QuoteForm>;

/** The quote form, checked by the domain's rules for this request (dates, methods). */
export const useQuoteForm = (info: QuoteInfo, values: QuoteFormInput): Form => {
  const resolver = useMemo(
    () =>
      lazyZodResolver(() =>
        import('@routier/domain').then((m) =>
          m.quoteFormSchema({
            today: info.today,
            startDate: info.start_date,
            neededByDate: info.needed_by_date,
            methods: info.available_methods,
          }),
        ),
      ),
    [info],
  );
  useLazyResolver(resolver);
  return useForm<QuoteFormInput, unknown, QuoteForm>({ resolver, defaultValues: values });
};

/** Pickup or drop-off: one day or a range, each a YYYY/MM/DD date no earlier than `min`. */
const DatesField = ({ form, end, min }: { form: Form; end: 'pickup' | 'dropoff'; min: string }) => {
  const { t } = useTranslation('auto-dispatch');
  const kind = useWatch({ control: form.control, name: `${end}_kind` });
  const clear = (keep: 'date' | 'range') => {
    if (keep === 'date') {
      form.setValue(`${end}_from`, '');
      form.setValue(`${end}_to`, '');
    } else form.setValue(`${end}_date`, '');
  };
  return (
    <Stack gap="xs">
      <ChoiceField
        control={form.control}
        name={`${end}_kind`}
        label={t(`form.${end}`)}
        options={[
          { value: 'date', label: t('form.oneDay') },
          { value: 'range', label: t('form.range') },
        ]}
        onPick={(v) => clear(v as 'date' | 'range')}
        testId={`${end}-kind`}
      />
      {kind === 'range' ? (
        <SimpleGrid cols={2} spacing="sm">
          <DateField
            control={form.control}
            name={`${end}_from`}
            minDate={min}
            label={t('form.from')}
            data-testid={`${end}-from`}
          />
          <DateField control={form.control} name={`${end}_to`} minDate={min} label={t('form.to')} data-testid={`${end}-to`} />
        </SimpleGrid>
      ) : (
        <DateField control={form.control} name={`${end}_date`} minDate={min} label={t('form.date')} data-testid={`${end}-date`} />
      )}
    </Stack>
  );
};

/** View 1 (spec §2 carrier): pickup, drop-off (or the priority ETA), transport mode, price, confirmation, notes. */
export const QuoteFormView = ({ info, form, onNext }: { info: QuoteInfo; form: Form; onNext: (v: QuoteForm) => void }) => {
  const { t } = useTranslation('auto-dispatch');
  const { date } = useFormatters();
  const eta = useWatch({ control: form.control, name: 'delivery_type_eta' });
  const min = info.start_date && info.start_date > info.today ? info.start_date : info.today;
  const showDropoff = !info.needed_by_date || eta === 'other';
  return (
    <form onSubmit={form.handleSubmit(onNext)} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('form.quoteStep')}
        </Title>
        <DatesField form={form} end="pickup" min={min} />
        {info.needed_by_date && (
          <ChoiceField
            control={form.control}
            name="delivery_type_eta"
            label={t('form.eta')}
            options={[
              { value: 'priority', label: t('form.etaPriority', { date: date(info.needed_by_date) }) },
              { value: 'other', label: t('form.etaOther') },
            ]}
            testId="eta"
          />
        )}
        {showDropoff && <DatesField form={form} end="dropoff" min={min} />}
        <SelectField
          control={form.control}
          name="shipping_method"
          label={t('form.method')}
          options={info.available_methods.map((m) => ({ value: m, label: t(`methods.${methodKey(m)}`) }))}
          required
          data-testid="quote-method"
        />
        <TextField
          control={form.control}
          name="price"
          label={t('form.price')}
          description={t('form.priceHint')}
          leftSection="$"
          inputMode="decimal"
          required
          data-testid="quote-price"
        />
        <CheckboxField control={form.control} name="confirm_price" label={t('form.confirmPrice')} data-testid="quote-confirm" />
        <TextareaField
          control={form.control}
          name="notes"
          max={QUOTE_NOTES_MAX}
          label={t('form.notes')}
          description={t('form.notesHint')}
          data-testid="quote-notes"
        />
        <Group justify="flex-end">
          <Button type="submit" mih={44} data-testid="quote-next">
            {t('form.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
