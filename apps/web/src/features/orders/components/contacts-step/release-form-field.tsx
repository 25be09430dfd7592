import { lazy, Suspense } from 'react';
import { ActionIcon, Anchor, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NewContactDetails, NewContactDetailsInput, OrderDetail } from '@routier/domain';
import { useErrorText } from '../../../../components/form';
import { errorMessage } from '../../../../components/feedback';
import { ApiError } from '../../../../lib/api-client';
import { useDeleteReleaseFile, useUploadReleaseFiles } from '../../api/contact-details';

const ReleaseDropzone = lazy(() => import('./release-dropzone'));

type Props = { order: OrderDetail; control: Control<NewContactDetailsInput, unknown, NewContactDetails>; disabled: boolean };

/** Release form: yes or no; "yes" uploads the form (a "no" deletes the uploaded files when the step is saved). */
export const ReleaseFormField = ({ order, control, disabled }: Props) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control, name: 'release_form' });
  const { ref, name, value, onChange } = field;
  const upload = useUploadReleaseFiles(order.id);
  const remove = useDeleteReleaseFile(order.id);
  const failed = (error: unknown) =>
    notifications.show({
      color: 'red',
      title: t('common:error'),
      message:
        error instanceof ApiError && error.status === 413 ? t('order-page:contactsStep.fileTooLarge') : errorMessage(error),
    });
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('order-page:contactsStep.releaseForm')}
        withAsterisk
        value={value ?? ''}
        onChange={(next) => onChange(next)}
        error={errorText(fieldState.error?.message)}
        name={name}
        ref={ref}
      >
        <Group mt="xs" gap="lg">
          <Radio value="yes" label={t('order-page:contactsStep.yes')} disabled={disabled} />
          <Radio value="no" label={t('order-page:contactsStep.no')} disabled={disabled} />
        </Group>
      </Radio.Group>
      {value === 'yes' && !disabled && (
        <Suspense fallback={<Skeleton height={110} radius="md" />}>
          <ReleaseDropzone
            loading={upload.isPending}
            onDrop={(files) => upload.mutate(files, { onError: failed })}
            onReject={(rejections) =>
              notifications.show({
                color: 'red',
                title: t('common:error'),
                message: rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'))
                  ? t('order-page:contactsStep.fileTooLarge')
                  : t('validation:fileTypeNotAllowed'),
              })
            }
          />
        </Suspense>
      )}
      {value === 'yes' && order.release_form_files.length > 0 && (
        <Stack
          gap={4}
          aria-label={t('order-page:contactsStep.uploadedFiles')}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {order.release_form_files.map((file) => (
            <Group key={file.id} component="li" gap="xs" wrap="nowrap">
              <Anchor
                href={file.path_url}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
              >
                {file.file_name}
              </Anchor>
              {!disabled && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('order-page:contactsStep.removeFile', { name: file.file_name })}
                  loading={remove.isPending && remove.variables === file.id}
                  onClick={() => remove.mutate(file.id, { onError: () => failed(new Error(t('common:somethingWentWrong'))) })}
                >
                  <Text span aria-hidden fw={700}>
                    ×
                  </Text>
                </ActionIcon>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
};
