import '@mantine/dropzone/styles.css';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_RELEASE_FILES_PER_UPLOAD, MAX_UPLOAD_BYTES, ORDER_FILE_MIME_TYPES } from '@routier/domain';

export type ReleaseDropzoneProps = {
  onDrop: (files: File[]) => void;
  onReject: (rejections: FileRejection[]) => void;
  loading: boolean;
};

/** The drop zone of release-form files (loaded with the "yes" answer, not with the wizard). */
const ReleaseDropzone = ({ onDrop, onReject, loading }: ReleaseDropzoneProps) => {
  const { t } = useTranslation();
  return (
    <Dropzone
      onDrop={onDrop}
      onReject={onReject}
      maxSize={MAX_UPLOAD_BYTES}
      maxFiles={MAX_RELEASE_FILES_PER_UPLOAD}
      accept={[...ORDER_FILE_MIME_TYPES]}
      loading={loading}
      aria-label={t('order-page:contactsStep.dropTitle')}
    >
      <Stack gap={4} align="center" mih={90} justify="center" style={{ pointerEvents: 'none', textAlign: 'center' }}>
        <Text size="sm" fw={600}>
          {t('order-page:contactsStep.dropTitle')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('order-page:contactsStep.dropHint')}
        </Text>
      </Stack>
    </Dropzone>
  );
};

export default ReleaseDropzone;
