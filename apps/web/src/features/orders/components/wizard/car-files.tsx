import { useState } from 'react';
import { Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES, ORDER_FILE_ACCEPT, type StoredFileDetail } from '@routier/domain';
import { notifyOnce } from '../../../../components/feedback';
import { ApiError } from '../../../../lib/api-client';
import { useGuestAccess } from '../../../../components/order-wizard/guest-access';
import { deleteCarFile, uploadCarFiles } from '../../api/car-files';

type Props = {
  carId: number | null;
  files: StoredFileDetail[];
  onChange: (files: StoredFileDetail[]) => void;
  disabled?: boolean;
};

/** A car's files: upload (the spec's types, 20 MB each), open and delete. New cars get files once saved. */
export const CarFiles = ({ carId, files, onChange, disabled }: Props) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const guest = useGuestAccess();
  const fail = (error: unknown) => {
    const message =
      error instanceof ApiError && error.status === 413
        ? t('validation:fileTooLarge')
        : error instanceof ApiError && error.errors?.files
          ? t(`validation:${error.errors.files[0]}`)
          : t('wizard:vehicles.filesFailed');
    notifyOnce({ color: 'red', title: t('common:error'), message });
  };

  const handleUpload = async (picked: File[]) => {
    if (!carId || picked.length === 0) return;
    if (picked.some((f) => f.size > MAX_UPLOAD_BYTES)) return fail(new ApiError(413, 'too large'));
    setBusy(true);
    try {
      onChange((await uploadCarFiles(carId, picked, guest)).data);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const handleDelete = async (file: StoredFileDetail) => {
    setBusy(true);
    try {
      onChange((await deleteCarFile(file.id, guest)).data);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={6}>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={500}>
          {t('wizard:vehicles.files')}
        </Text>
        {carId ? (
          <FileButton onChange={(f) => void handleUpload(f)} accept={ORDER_FILE_ACCEPT} multiple disabled={disabled || busy}>
            {(props) => (
              <Anchor component="button" type="button" size="sm" {...props}>
                {busy ? t('wizard:vehicles.uploading') : t('wizard:vehicles.addFiles')}
              </Anchor>
            )}
          </FileButton>
        ) : (
          <Text size="sm" c="dimmed">
            {t('wizard:vehicles.filesAfterSave')}
          </Text>
        )}
      </Group>
      {files.map((file) => (
        <Group key={file.id} gap="xs" wrap="nowrap">
          <Anchor href={file.path_url} target="_blank" rel="noopener" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {file.file_name}
          </Anchor>
          {!disabled && (
            <Button
              variant="subtle"
              color="red"
              size="compact-xs"
              aria-label={t('wizard:vehicles.deleteFile', { name: file.file_name })}
              onClick={() => void handleDelete(file)}
              disabled={busy}
            >
              ×
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
};
