import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ORDER_FILE_EXTENSIONS, COMPLETE_LOAD_NOTES_MAX } from '@routier/domain';
import { DateField, FilePicker, useErrorText } from '../../../components/form';
import { ApiError } from '../../../lib/api-client';
import { useLazyResolver } from '../../../lib/lazy-zod-resolver';
import { useCompleteLoad, type CompleteLoadValues } from '../api/complete-load';
import { completeLoadResolver } from './form-resolvers';
import { loadErrorNotice } from './load-error-text';

const ACCEPT = ORDER_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');
const resolvers = { true: completeLoadResolver(true), false: completeLoadResolver(false) };

export type CompleteLoadModalProps = {
  loadId: number;
  shouldChargeFee: boolean;
  opened: boolean;
  onClose: () => void;
  onCompleted: () => void;
};

/**
 * The delivery form (spec §5, complete load): papers (the bill of lading first), delivered date, notes, and the
 * fuel fee with its receipt when the order charges it; a confirmation precedes the submit.
 */
export const CompleteLoadModal = ({ loadId, shouldChargeFee, opened, onClose, onCompleted }: CompleteLoadModalProps) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const resolver = resolvers[shouldChargeFee ? 'true' : 'false'];
  useLazyResolver(resolver);
  const complete = useCompleteLoad(loadId);
  const [confirming, setConfirming] = useState<CompleteLoadValues | null>(null);
  const form = useForm<CompleteLoadValues>({
    // the schema's output (parsed dates, numbers) is checked; the raw values are sent
    resolver: resolver as never,
    defaultValues: { files: [], delivered_at: '', notes: '', fuel_fee: '', fuel_fee_file: null },
  });
  const err = (name: keyof CompleteLoadValues) => errorText(form.formState.errors[name]?.message);

  const handleConfirm = () => {
    if (!confirming) return;
    complete.mutate(confirming, {
      onSuccess: () => {
        setConfirming(null);
        form.reset();
        notifications.show({
          closeButtonProps: { 'aria-label': t('driver:close') },
          color: 'green',
          message: t('driver:complete.done'),
        });
        onCompleted();
      },
      onError: (error) => {
        setConfirming(null);
        if (error instanceof ApiError && error.status === 422 && error.errors) {
          for (const [key, messages] of Object.entries(error.errors))
            form.setError(key as keyof CompleteLoadValues, { type: 'server', message: messages.join(' ') });
          return;
        }
        notifications.show({
          closeButtonProps: { 'aria-label': t('driver:close') },
          color: 'red',
          ...loadErrorNotice(error, 'completeFailed'),
        });
      },
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('driver:complete.title')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('driver:close') }}
    >
      {confirming ? (
        <Stack>
          <Text>{t('driver:complete.confirm')}</Text>
          <Group justify="flex-end" grow>
            <Button variant="default" mih={48} onClick={() => setConfirming(null)}>
              {t('driver:complete.back')}
            </Button>
            <Button color="teal.9" mih={48} loading={complete.isPending} onClick={handleConfirm}>
              {t('driver:complete.yes')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={form.handleSubmit(() => setConfirming(form.getValues()))}>
          <Stack>
            <Controller
              control={form.control}
              name="files"
              render={({ field }) => (
                <FilePicker
                  name="files"
                  label={t('driver:complete.files')}
                  buttonLabel={t('driver:complete.addFiles')}
                  accept={ACCEPT}
                  multiple
                  files={field.value}
                  onChange={field.onChange}
                  error={err('files')}
                />
              )}
            />
            <DateField control={form.control} name="delivered_at" label={t('driver:complete.deliveredAt')} clearable />
            <Textarea
              label={t('driver:complete.notes')}
              rows={3}
              maxLength={COMPLETE_LOAD_NOTES_MAX}
              {...form.register('notes')}
              error={err('notes')}
            />
            {shouldChargeFee && (
              <>
                <Controller
                  control={form.control}
                  name="fuel_fee"
                  render={({ field }) => (
                    <NumberInput
                      label={t('driver:complete.fuelFee')}
                      prefix="$"
                      decimalScale={2}
                      min={0}
                      value={field.value}
                      onChange={field.onChange}
                      error={err('fuel_fee')}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="fuel_fee_file"
                  render={({ field }) => (
                    <FilePicker
                      name="fuel_fee_file"
                      label={t('driver:complete.fuelFeeFile')}
                      buttonLabel={t('driver:complete.addReceipt')}
                      accept={ACCEPT}
                      files={field.value ? [field.value] : []}
                      onChange={(files) => field.onChange(files[0] ?? null)}
                      error={err('fuel_fee_file')}
                    />
                  )}
                />
              </>
            )}
            <Button type="submit" size="lg" mih={52} color="teal.9">
              {t('driver:complete.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
};
