import { useEffect, useRef, useState } from 'react';
import { Alert, Button, FileButton, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX, MAX_UPLOAD_BYTES, type OrderLogThread } from '@routier/domain';
import { ListError } from '../../../components/data-table/list-error';
import { errorMessage } from '../../../components/feedback';
import { useApiFormErrors, useErrorText } from '../../../components/form';
import { ApiError } from '../../../lib/api-client';
import { useNamespace } from '../../../lib/use-namespace';
import { useOrderLog, usePostOrderLogFiles, usePostOrderLogMessage } from '../api/order-log';
import { messageResolver } from './message-schema';
import { OrderLogEntry } from './order-log-entry';

const NS = 'order-requests';
type Values = { comment: string };

export type OrderLogChatProps = {
  orderId: number;
  /** an admin: which thread he reads and answers */
  thread?: OrderLogThread | null;
};

/**
 * The order log chat: messages and files between the caller (customer or carrier) and the admin, oldest
 * first; a message is 2 to 255 characters, files at most 20 MB. Closed when the owner or driver was deleted.
 */
export const OrderLogChat = ({ orderId, thread = null }: OrderLogChatProps) => {
  const { t } = useTranslation();
  const log = useOrderLog(orderId, thread);
  const post = usePostOrderLogMessage(orderId, thread);
  const upload = usePostOrderLogFiles(orderId, thread);
  const [fileError, setFileError] = useState<string | null>(null);
  const errorText = useErrorText();
  const listRef = useRef<HTMLDivElement>(null);
  const { control, handleSubmit, reset, setError } = useForm<Values>({
    resolver: messageResolver,
    defaultValues: { comment: '' },
  });
  const onApiError = useApiFormErrors(setError, { fields: ['comment'] });

  useEffect(() => {
    void messageResolver.preload();
  }, []);
  const count = log.data?.data.length ?? 0;
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  const handleSend = handleSubmit((values) =>
    post.mutate(values.comment, { onSuccess: () => reset({ comment: '' }), onError: onApiError }),
  );
  const handleFiles = (files: File[]) => {
    setFileError(null);
    if (files.length === 0) return;
    if (files.some((f) => f.size > MAX_UPLOAD_BYTES)) return setFileError(t(`${NS}:chat.fileTooLarge`));
    upload.mutate(files, {
      onError: (error) =>
        setFileError(
          error instanceof ApiError && error.status === 413
            ? t(`${NS}:chat.fileTooLarge`)
            : error instanceof ApiError && error.errors?.files
              ? (errorText(error.errors.files.join(' ')) ?? errorMessage(error))
              : errorMessage(error),
        ),
    });
  };

  const ready = useNamespace('order-requests');
  if (log.isPending || !ready) return <Loader size="sm" aria-label={t('common:loading')} />;
  if (log.isError) return <ListError onRetry={() => void log.refetch()} />;
  const disabled = log.data.disabled_reason;

  return (
    <Stack gap="sm">
      {log.data.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t(`${NS}:chat.empty`)}
        </Text>
      ) : (
        <Stack
          ref={listRef}
          component="ul"
          gap="xs"
          p={0}
          m={0}
          mah={420}
          style={{ overflowY: 'auto' }}
          aria-label={t(`${NS}:chat.messages`)}
        >
          {log.data.data.map((entry) => (
            <OrderLogEntry key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
      {disabled ? (
        <Alert color="gray" role="status">
          {t(`${NS}:refusal.${disabled}`)}
        </Alert>
      ) : (
        <form onSubmit={(e) => void handleSend(e)} noValidate>
          <Stack gap="xs">
            <Controller
              control={control}
              name="comment"
              render={({ field, fieldState }) => (
                <Textarea
                  {...field}
                  label={t(`${NS}:chat.label`)}
                  placeholder={t(`${NS}:chat.placeholder`)}
                  autosize
                  minRows={2}
                  maxRows={6}
                  maxLength={CHAT_MESSAGE_MAX}
                  error={errorText(fieldState.error?.message)}
                  description={t(`${NS}:chat.counter`, { count: field.value.trim().length, max: CHAT_MESSAGE_MAX })}
                />
              )}
            />
            {fileError && (
              <Text c="red.8" size="sm" role="alert">
                {fileError}
              </Text>
            )}
            <Group justify="flex-end" gap="xs" wrap="wrap">
              <FileButton onChange={handleFiles} multiple>
                {(props) => (
                  <Button {...props} variant="default" mih={40} loading={upload.isPending}>
                    {t(`${NS}:chat.attach`)}
                  </Button>
                )}
              </FileButton>
              <Button type="submit" mih={40} loading={post.isPending}>
                {t(`${NS}:chat.send`)}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
};
