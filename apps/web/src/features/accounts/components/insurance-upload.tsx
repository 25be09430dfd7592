import { lazy, Suspense, useState } from 'react';
import { Button, CloseButton, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FileRejection } from '@mantine/dropzone';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useUploadInsuranceFiles } from '../api/insurance';

const InsuranceDropzone = lazy(() => import('./insurance-dropzone'));

/** Choose certificates (drop zone or file dialog), then Upload: disabled until files are chosen. */
export const InsuranceUpload = ({ disabled }: { disabled: boolean }) => {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const upload = useUploadInsuranceFiles();
  const handleReject = (rejections: FileRejection[]) => {
    const tooLarge = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
    notifications.show({
      color: 'red',
      title: t('common:error'),
      message: tooLarge ? t('validation:fileTooLarge') : t('accounts:insurance.typeNotAllowed'),
    });
  };
  const handleUpload = async () => {
    try {
      await upload.mutateAsync(files);
      setFiles([]);
      notifications.show({ color: 'green', message: t('accounts:insurance.uploaded') });
    } catch (error) {
      const known = error instanceof ApiError && [413, 422].includes(error.status);
      const message =
        error instanceof ApiError && error.status === 413
          ? t('validation:fileTooLarge')
          : known
            ? t('accounts:insurance.typeNotAllowed')
            : t('accounts:somethingWrong');
      notifications.show({ color: 'red', title: t('common:error'), message });
    }
  };
  return (
    <Stack gap="sm">
      <Suspense fallback={<Loader size="sm" aria-label={t('common:loading')} />}>
        <InsuranceDropzone
          onDrop={(dropped) => setFiles((f) => [...f, ...dropped])}
          onReject={handleReject}
          disabled={disabled}
        />
      </Suspense>
      {files.map((f, i) => (
        <Group key={`${f.name}-${i}`} justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {f.name}
          </Text>
          <CloseButton
            aria-label={t('accounts:insurance.unselect', { name: f.name })}
            onClick={() => setFiles((all) => all.filter((_, j) => j !== i))}
          />
        </Group>
      ))}
      <Group justify="flex-end">
        <Button onClick={() => void handleUpload()} disabled={disabled || files.length === 0} loading={upload.isPending}>
          {t('accounts:insurance.upload')}
        </Button>
      </Group>
    </Stack>
  );
};
