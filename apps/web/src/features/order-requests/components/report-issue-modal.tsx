import { useEffect, useMemo } from 'react';
import { Button, Checkbox, Group, Modal, Radio, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DELAY_REASONS,
  OTHER_REASON_MAX,
  PICKUP_PROBLEM_REASONS,
  type CarIssueReportInput,
  type IssueType,
} from '@routier/domain';
import { DateField, useErrorText } from '../../../components/form';
import { ApiError } from '../../../lib/api-client';
import { useReportIssue, type ReportTarget } from '../api/order-requests';
import type { ReportFormValues } from './form-schemas';
import { reportResolver } from './form-resolvers';
import { localDay } from './local-day';

const NS = 'order-requests';
const FIELDS = ['type', 'reason', 'new_eta', 'other_reason', 'cancel_request'] as const;

export type ReportIssueModalProps = { target: ReportTarget; opened: boolean; onClose: () => void };

/**
 * Report an issue (spec §5): a delay (reason and new arrival date, not before yesterday), a car pickup problem
 * (cars only; it may also ask to cancel the job) or another issue (5 to 150 characters).
 */
export const ReportIssueModal = ({ target, opened, onClose }: ReportIssueModalProps) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const report = useReportIssue(target);
  const types: IssueType[] = target.kind === 'car' ? ['delay', 'pickup_problem', 'other'] : ['delay', 'other'];
  const resolver = useMemo(() => reportResolver(localDay()), []);
  const { control, handleSubmit, reset, setError, setValue } = useForm<ReportFormValues>({
    resolver: resolver as never,
    defaultValues: { type: types[0], reason: '', new_eta: '', other_reason: '', cancel_request: false },
  });
  const type = useWatch({ control, name: 'type' });
  const reason = useWatch({ control, name: 'reason' });
  const reasons = type === 'delay' ? DELAY_REASONS : type === 'pickup_problem' ? PICKUP_PROBLEM_REASONS : [];
  const kind = type === 'delay' ? 'delay' : 'pickup';

  useEffect(() => {
    if (opened) void resolver.preload();
  }, [opened, resolver]);

  const handleClose = () => {
    reset();
    onClose();
  };
  const handleReport = handleSubmit((values) =>
    report.mutate(values as unknown as CarIssueReportInput, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          closeButtonProps: { 'aria-label': t(`${NS}:close`) },
          message: t(`${NS}:report.success`),
        });
        handleClose();
      },
      onError: (error) => {
        const fieldErrors = error instanceof ApiError && error.status === 422 ? Object.entries(error.errors ?? {}) : [];
        const known = fieldErrors.filter(([key]) => (FIELDS as readonly string[]).includes(key));
        if (known.length > 0) {
          for (const [key, messages] of known) setError(key as keyof ReportFormValues, { message: messages.join(' ') });
          return;
        }
        const refusal =
          error instanceof ApiError && error.status === 409 && error.message.startsWith('order.') ? error.message : null;
        notifications.show({
          color: 'red',
          title: t('common:error'),
          message: refusal
            ? t(`${NS}:refusal.${refusal}`, { defaultValue: t(`${NS}:report.failure`) })
            : t(`${NS}:report.failure`),
        });
      },
    }),
  );

  return (
    <Modal
      opened={opened}
      onClose={handleClose}
      closeButtonProps={{ 'aria-label': t(`${NS}:close`) }}
      title={t(`${NS}:report.title.${target.kind}`)}
      centered
    >
      <form onSubmit={(e) => void handleReport(e)} noValidate>
        <Stack gap="md">
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="report-type-label">
                  {t(`${NS}:report.type`)}
                </Text>
                <SegmentedControl
                  aria-labelledby="report-type-label"
                  fullWidth
                  orientation={types.length > 2 ? 'vertical' : 'horizontal'}
                  value={field.value}
                  onChange={(v) => {
                    field.onChange(v);
                    setValue('reason', '');
                  }}
                  data={types.map((value) => ({ value, label: t(`${NS}:report.types.${value}`) }))}
                />
              </Stack>
            )}
          />
          {reasons.length > 0 && (
            <Controller
              control={control}
              name="reason"
              render={({ field, fieldState }) => (
                <Radio.Group
                  label={t(`${NS}:report.reason`)}
                  withAsterisk
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error ? t('validation:isRequired') : undefined}
                >
                  <Stack gap="xs" mt={4}>
                    {reasons.map((r) => (
                      <Radio key={r} value={r} label={t(`${NS}:reasons.${kind}.${r}`)} />
                    ))}
                  </Stack>
                </Radio.Group>
              )}
            />
          )}
          {type === 'delay' && (
            <DateField
              control={control}
              name="new_eta"
              minDate={localDay(-1)}
              minDateError={t('validation:startDateTooEarly')}
              withAsterisk
              label={t(`${NS}:report.newEta`)}
            />
          )}
          {(type === 'other' || reason === 'other') && (
            <Controller
              control={control}
              name="other_reason"
              render={({ field, fieldState }) => (
                <Textarea
                  {...field}
                  withAsterisk
                  autosize
                  minRows={2}
                  maxLength={OTHER_REASON_MAX}
                  label={t(`${NS}:report.otherReason`)}
                  description={t(`${NS}:chat.counter`, { count: field.value.trim().length, max: OTHER_REASON_MAX })}
                  error={errorText(fieldState.error?.message)}
                />
              )}
            />
          )}
          {type === 'pickup_problem' && (
            <Controller
              control={control}
              name="cancel_request"
              render={({ field }) => (
                <Checkbox
                  checked={field.value}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                  label={t(`${NS}:report.alsoCancel`)}
                />
              )}
            />
          )}
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" mih={40} onClick={handleClose}>
              {t(`${NS}:close`)}
            </Button>
            <Button type="submit" mih={40} loading={report.isPending}>
              {t(`${NS}:report.submit`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
