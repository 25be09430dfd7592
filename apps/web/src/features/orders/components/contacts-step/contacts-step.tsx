import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Msg, type ContactDetail, type NewContactDetails, type NewContactDetailsInput, type OrderDetail } from '@routier/domain';
import type { WizardStepProps } from '../../../../components/order-wizard/wizard-step';
import { FormErrorSummary, useApiFormErrors } from '../../../../components/form';
import { useLazyResolver } from '../../../../lib/lazy-zod-resolver';
import { useNamespace } from '../../../../lib/use-namespace';
import { useSaveContactDetails } from '../../api/contact-details';
import { ContactEndFields } from './contact-end-fields';
import { contactDetailsResolver } from './form-resolvers';
import { ReleaseFormField } from './release-form-field';

const FIELDS = [
  'pickup.name',
  'pickup.email',
  'pickup.phone',
  'pickup.notes',
  'destination.name',
  'destination.email',
  'destination.phone',
  'destination.notes',
  'release_form',
] as const;

const endValues = (contact: ContactDetail | undefined) => ({
  name: contact?.name ?? '',
  email: contact?.email ?? '',
  phone: contact?.phone ?? '',
  notes: contact?.notes ?? '',
  contact_id: contact?.contact_id ?? null,
  user_id: contact?.user_id ?? null,
});

const defaults = (order: OrderDetail, asGuest: boolean): NewContactDetailsInput => ({
  pickup: endValues(order.contact_details.find((c) => c.type === 'pickup')),
  destination: endValues(order.contact_details.find((c) => c.type === 'destination')),
  release_form: (asGuest
    ? 'no'
    : order.release_form === null
      ? undefined
      : order.release_form
        ? 'yes'
        : 'no') as NewContactDetailsInput['release_form'],
});

/** Wizard step 4 (index 3): notes and contacts of both ends, and the release form. */
export const ContactsStep = (props: WizardStepProps) => {
  const ready = useNamespace('order-page');
  return ready ? <ContactsForm {...props} /> : <Skeleton height={420} radius="md" />;
};

const ContactsForm = ({ order, onNext, onBack, readOnly, guest }: WizardStepProps) => {
  const { t } = useTranslation();
  useLazyResolver(contactDetailsResolver);
  const form = useForm<NewContactDetailsInput, unknown, NewContactDetails>({
    resolver: contactDetailsResolver,
    defaultValues: defaults(order, guest !== null),
  });
  const save = useSaveContactDetails(order.id, guest, order.is_auto_dispatch);
  const handleApiError = useApiFormErrors(form.setError, { fields: FIELDS });

  const handleSubmit = form.handleSubmit((values) => {
    if (readOnly) return onNext();
    if (values.release_form === 'yes' && order.release_form_files.length === 0) {
      form.setError('release_form', { type: 'client', message: Msg.releaseFormFileRequired }, { shouldFocus: true });
      return;
    }
    save.mutate(values, { onSuccess: () => onNext(), onError: handleApiError });
  });

  return (
    <form onSubmit={readOnly ? (e) => (e.preventDefault(), onNext()) : handleSubmit} noValidate>
      <Stack gap="lg">
        <Title order={2} size="h3">
          {t('order-page:contactsStep.title')}
        </Title>
        {readOnly && <Alert color="blue">{t('order-page:contactsStep.readOnly')}</Alert>}
        <FormErrorSummary errors={form.formState.errors} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          {(['pickup', 'destination'] as const).map((end) => (
            <ContactEndFields
              key={end}
              end={end}
              control={form.control}
              setValue={form.setValue}
              disabled={readOnly}
              searchable={!guest}
            />
          ))}
        </SimpleGrid>
        {/* a guest has no release-form calls (spec §7): his answer stays "no" */}
        {!guest && <ReleaseFormField order={order} control={form.control} disabled={readOnly} />}
        <Group justify="space-between">
          <Button variant="default" mih={44} onClick={onBack}>
            {t('order-page:contactsStep.back')}
          </Button>
          <Button type="submit" mih={44} loading={save.isPending}>
            {t('order-page:contactsStep.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
