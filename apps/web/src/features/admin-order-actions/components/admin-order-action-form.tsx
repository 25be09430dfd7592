import { Alert, Button, Checkbox, Group, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { useController, useForm, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACTION_COMMENT_MAX, OrderActionMsg, type AdminOrderAction, type AdminOrderActions } from '@routier/domain';
import { useApiFormErrors, useErrorText } from '../../../components/form';
import { DateField } from '../../../components/form/date-field';
import { useFormatters } from '../../../components/data-table';
import { lazyZodResolver, useLazyResolver } from '../../../lib/lazy-zod-resolver';
import { useAdminCarriers, useAdminOrderAction, type AdminOrderActionCall } from '../api/admin-order-actions';

const resolvers = {
  reject: lazyZodResolver(() => import('./form-schemas').then((m) => m.RejectOrderInputSchema)),
  hold: lazyZodResolver(() => import('./form-schemas').then((m) => m.HoldOrderInputSchema)),
  release: lazyZodResolver(() => import('./form-schemas').then((m) => m.ReleaseOrderInputSchema)),
  cancel: lazyZodResolver(() => import('./form-schemas').then((m) => m.CancelOrderInputSchema)),
  due_date: lazyZodResolver(() => import('./form-schemas').then((m) => m.ChangeDueDateInputSchema)),
  remove_carrier: lazyZodResolver(() => import('./form-schemas').then((m) => m.RemoveCarrierInputSchema)),
  assign_carrier: lazyZodResolver(() => import('./form-schemas').then((m) => m.AssignCarrierInputSchema)),
};

/** A multi-line comment or reason, its error translated. */
const CommentField = <T extends FieldValues>({
  control,
  name,
  label,
  required = false,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
}) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control, name });
  return (
    <Textarea
      {...field}
      value={(field.value as string | undefined) ?? ''}
      label={label}
      description={required ? t('admin:orderActions.commentHint', { max: ACTION_COMMENT_MAX }) : undefined}
      rows={3}
      maxLength={ACTION_COMMENT_MAX}
      required={required}
      data-autofocus
      error={errorText(fieldState.error?.message)}
    />
  );
};

type FormValues = {
  comment?: string;
  reason?: string;
  due_date?: string;
  refund?: number;
  override?: boolean;
  business_id?: number;
  carrier_pay?: number;
};

export type AdminOrderActionFormProps = {
  orderId: number;
  action: AdminOrderAction;
  facts: AdminOrderActions;
  onDone: () => void;
  onCancel: () => void;
};

/** The confirmation of one action: what it will do, the fields it needs, and the button that does it. */
export const AdminOrderActionForm = ({ orderId, action, facts, onDone, onCancel }: AdminOrderActionFormProps) => {
  const { t } = useTranslation();
  const { money, date } = useFormatters();
  const errorText = useErrorText();
  const run = useAdminOrderAction(orderId);
  const resolver = resolvers[action] as unknown as (typeof resolvers)['reject'];
  useLazyResolver(resolver);
  const form = useForm<FormValues>({
    resolver: resolver as never,
    defaultValues: { comment: '', reason: '', due_date: facts.due_date ?? '', override: false },
  });
  const handleApiError = useApiFormErrors(form.setError, {
    fields: ['comment', 'reason', 'due_date', 'refund', 'business_id', 'carrier_pay'],
  });
  const carriers = useAdminCarriers(action === 'assign_carrier');
  const businessField = useController({ control: form.control, name: 'business_id' });
  const payField = useController({ control: form.control, name: 'carrier_pay' });
  const picked = carriers.data?.carriers.find((c) => c.id === businessField.field.value);
  const override = useWatch({ control: form.control, name: 'override' }) === true;
  const refundField = useController({ control: form.control, name: 'refund' });
  const overrideField = useController({ control: form.control, name: 'override' });
  const dueDate = useWatch({ control: form.control, name: 'due_date' });
  const cancellation = facts.cancellation;
  const paid = cancellation?.paid ?? 0;

  const submit = form.handleSubmit(async (values) => {
    const comment = values.comment?.trim() ? values.comment : undefined;
    let call: AdminOrderActionCall;
    if (action === 'reject') call = { action, input: { comment: values.comment ?? '' } };
    else if (action === 'hold') call = { action, input: { reason: values.reason ?? '' } };
    else if (action === 'release') call = { action, input: { comment } };
    else if (action === 'due_date') call = { action, input: { due_date: values.due_date ?? '', comment } };
    else if (action === 'remove_carrier') call = { action, input: { reason: values.reason ?? '' } };
    else if (action === 'assign_carrier')
      call = { action, input: { business_id: values.business_id ?? 0, carrier_pay: values.carrier_pay ?? 0, comment } };
    else {
      // the schema knows no "override" box: whether the typed amount counts is read from the form itself
      const typed = override && values.refund !== undefined ? values.refund : undefined;
      if (typed !== undefined && typed > paid) {
        form.setError('refund', { type: 'max', message: OrderActionMsg.refundAbovePaid });
        return;
      }
      call = { action, input: { comment, ...(typed !== undefined ? { refund: typed } : {}) } };
    }
    try {
      await run.mutateAsync(call);
      onDone();
    } catch (error) {
      handleApiError(error);
    }
  });

  const refund = override && typeof refundField.field.value === 'number' ? refundField.field.value : (cancellation?.refund ?? 0);
  const consequence =
    action === 'cancel'
      ? cancellation?.paid_with_card
        ? t('admin:orderActions.cancel.consequenceRefund', { refund: money(refund), fee: money(Math.max(paid - refund, 0)) })
        : t('admin:orderActions.cancel.consequenceNoCard', { fee: money(cancellation?.fee ?? 0) })
      : action === 'due_date'
        ? t('admin:orderActions.due_date.consequence', { before: date(facts.due_date), after: date(dueDate || null) })
        : action === 'remove_carrier'
          ? t('admin:orderActions.remove_carrier.consequence', { carrier: facts.carrier?.name ?? '' })
          : action === 'assign_carrier'
            ? picked && typeof payField.field.value === 'number'
              ? t('admin:orderActions.assign_carrier.consequence', {
                  carrier: picked.name,
                  pay: money(payField.field.value),
                })
              : t('admin:orderActions.assign_carrier.consequencePick')
            : t(`admin:orderActions.${action}.consequence`);

  return (
    <form onSubmit={submit} noValidate aria-label={t(`admin:orderActions.${action}.title`)}>
      <Stack gap="sm">
        <Alert
          color={action === 'cancel' || action === 'reject' || action === 'remove_carrier' ? 'orange' : 'blue'}
          variant="light"
          data-testid="action-consequence"
        >
          {consequence}
        </Alert>
        {action === 'reject' && (
          <CommentField control={form.control} name="comment" label={t('admin:orderActions.reject.comment')} required />
        )}
        {(action === 'hold' || action === 'remove_carrier') && (
          <CommentField control={form.control} name="reason" label={t(`admin:orderActions.${action}.reason`)} required />
        )}
        {action === 'assign_carrier' && (
          <>
            <Select
              label={t('admin:orderActions.assign_carrier.carrier')}
              placeholder={t('admin:orderActions.assign_carrier.search')}
              searchable
              required
              nothingFoundMessage={t('admin:orderActions.assign_carrier.nothingFound')}
              data={(carriers.data?.carriers ?? []).map((c) => ({
                value: String(c.id),
                label: `${c.name} — ${
                  c.insurance === 'valid'
                    ? t('admin:orderActions.assign_carrier.insuranceValid', { date: date(c.insurance_expiry) })
                    : t(`admin:orderActions.assign_carrier.insurance_${c.insurance}`)
                }`,
                disabled: c.insurance !== 'valid',
              }))}
              value={businessField.field.value === undefined ? null : String(businessField.field.value)}
              onChange={(v) => businessField.field.onChange(v ? Number(v) : undefined)}
              onBlur={businessField.field.onBlur}
              name="business_id"
              comboboxProps={{ withinPortal: false }}
              error={errorText(businessField.fieldState.error?.message)}
            />
            <NumberInput
              label={t('admin:orderActions.assign_carrier.pay')}
              description={
                facts.customer_price !== null
                  ? t('admin:orderActions.assign_carrier.payHint', { max: money(facts.customer_price) })
                  : undefined
              }
              min={0}
              max={facts.customer_price ?? undefined}
              decimalScale={2}
              allowNegative={false}
              prefix="$"
              value={payField.field.value ?? ''}
              onChange={(v) => payField.field.onChange(typeof v === 'number' ? v : undefined)}
              onBlur={payField.field.onBlur}
              name="carrier_pay"
              required
              error={errorText(payField.fieldState.error?.message)}
            />
          </>
        )}
        {action === 'due_date' && (
          <DateField
            control={form.control}
            name="due_date"
            label={t('admin:orderActions.due_date.date')}
            minDate={facts.start_at ?? undefined}
            minDateError={facts.start_at ? t('validation:dueBeforePickup') : undefined}
            required
          />
        )}
        {action === 'cancel' && cancellation?.paid_with_card && (
          <>
            <Text size="sm">
              {t('admin:orderActions.cancel.rules', {
                paid: money(cancellation.paid),
                fee: money(cancellation.fee),
                refund: money(cancellation.refund),
              })}
            </Text>
            <Checkbox
              label={t('admin:orderActions.cancel.override')}
              checked={override}
              onChange={(e) => overrideField.field.onChange(e.currentTarget.checked)}
            />
            {override && (
              <NumberInput
                label={t('admin:orderActions.cancel.refund')}
                description={t('admin:orderActions.cancel.refundHint', { paid: money(paid) })}
                min={0}
                max={paid}
                decimalScale={2}
                allowNegative={false}
                value={refundField.field.value ?? ''}
                onChange={(v) => refundField.field.onChange(typeof v === 'number' ? v : undefined)}
                onBlur={refundField.field.onBlur}
                name="refund"
                required
                error={errorText(refundField.fieldState.error?.message)}
              />
            )}
          </>
        )}
        {action !== 'reject' && action !== 'hold' && action !== 'remove_carrier' && (
          <CommentField control={form.control} name="comment" label={t('admin:orderActions.note')} />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
          <Button
            type="submit"
            color={action === 'cancel' || action === 'remove_carrier' ? 'red.8' : undefined}
            loading={run.isPending}
          >
            {t(`admin:orderActions.${action}.confirm`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
