import { useState } from 'react';
import { Button, Checkbox, NumberInput, Skeleton, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INSPECTION_NOTES_MAX, INSPECTION_PHOTOS_MAX, type InspectionKind } from '@routier/domain';
import { FilePicker, useErrorText } from '../../../components/form';
import { ApiError } from '../../../lib/api-client';
import { useLazyResolver } from '../../../lib/lazy-zod-resolver';
import { useNamespace } from '../../../lib/use-namespace';
import { useRecordInspection, type InspectionValues } from '../api/record-inspection';
import { DamageMarks } from './damage-marks';
import { inspectionResolver } from './form-resolvers';
import { SignaturePad } from './signature-pad';

export type InspectionFormProps = {
  loadId: number;
  carId: number;
  kind: InspectionKind;
  onDone: () => void;
};

/** The inspection of one car at pickup or delivery: photos, damage marks on the diagram, odometer, notes, signature. */
export const InspectionForm = (props: InspectionFormProps) => {
  const ready = useNamespace('driver');
  return ready ? <Form {...props} /> : <Skeleton height={480} radius="md" />;
};

const Form = ({ loadId, carId, kind, onDone }: InspectionFormProps) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  useLazyResolver(inspectionResolver);
  const record = useRecordInspection(loadId);
  const form = useForm<InspectionValues>({
    // the schema checks the raw values; they are sent as they are
    resolver: inspectionResolver as never,
    defaultValues: {
      kind,
      car_id: carId,
      damages: [],
      odometer: '',
      odometer_confirmed: false,
      notes: '',
      photos: [],
      signature: null,
    },
  });
  const err = (name: keyof InspectionValues) => errorText(form.formState.errors[name]?.message);
  // the API refused a reading below an earlier one: the box to confirm it shows from then on (decision 060)
  const [backwards, setBackwards] = useState(false);

  const handleSubmit = form.handleSubmit(() =>
    record.mutate(form.getValues(), {
      onSuccess: () => {
        notifications.show({
          closeButtonProps: { 'aria-label': t('driver:close') },
          color: 'green',
          message: t('driver:inspection.saved'),
        });
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422 && error.errors) {
          if (error.errors.odometer?.some((m) => m === 'odometerBelowPickup' || m === 'odometerBelowEarlier')) setBackwards(true);
          for (const [key, messages] of Object.entries(error.errors))
            form.setError(key as keyof InspectionValues, { type: 'server', message: messages.join(' ') });
          return;
        }
        notifications.show({
          closeButtonProps: { 'aria-label': t('driver:close') },
          color: 'red',
          title: t('common:error'),
          message: t('driver:errors.inspectionFailed'),
        });
      },
    }),
  );

  return (
    <form noValidate onSubmit={handleSubmit} aria-label={t(`driver:inspection.formLabel.${kind}`)}>
      <Stack gap="md" maw={560} mx="auto">
        <Controller
          control={form.control}
          name="photos"
          render={({ field }) => (
            <FilePicker
              name="photos"
              label={t('driver:inspection.photos', { max: INSPECTION_PHOTOS_MAX })}
              buttonLabel={t('driver:inspection.takePhoto')}
              accept="image/*"
              capture="environment"
              multiple
              files={field.value}
              onChange={field.onChange}
              error={err('photos')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="damages"
          render={({ field }) => <DamageMarks value={field.value} onChange={field.onChange} />}
        />
        <Controller
          control={form.control}
          name="odometer"
          render={({ field }) => (
            <NumberInput
              label={t('driver:inspection.odometer')}
              suffix=" km"
              min={0}
              allowDecimal={false}
              allowNegative={false}
              inputMode="numeric"
              value={field.value}
              onChange={field.onChange}
              error={err('odometer')}
              withAsterisk
            />
          )}
        />
        {backwards && (
          <Checkbox size="md" label={t('driver:inspection.odometerConfirm')} {...form.register('odometer_confirmed')} />
        )}
        <Textarea
          label={t('driver:inspection.notes')}
          rows={3}
          maxLength={INSPECTION_NOTES_MAX}
          {...form.register('notes')}
          error={err('notes')}
        />
        <Controller
          control={form.control}
          name="signature"
          render={({ field }) => (
            <SignaturePad label={t('driver:inspection.signature')} onChange={field.onChange} error={err('signature')} />
          )}
        />
        <Button type="submit" size="lg" mih={52} loading={record.isPending}>
          {t('driver:inspection.save')}
        </Button>
      </Stack>
    </form>
  );
};
