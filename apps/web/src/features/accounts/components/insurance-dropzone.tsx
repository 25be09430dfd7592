import '@mantine/dropzone/styles.css';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INSURANCE_FILE_MIME_TYPES, MAX_INSURANCE_FILES_PER_UPLOAD, MAX_UPLOAD_BYTES } from '@routier/domain';

export type InsuranceDropzoneProps = {
  onDrop: (files: File[]) => void;
  onReject: (rejections: FileRejection[]) => void;
  disabled: boolean;
};

/** The drop zone of insurance certificates (loaded with the page's content, not with the page's code). */
const InsuranceDropzone = ({ onDrop, onReject, disabled }: InsuranceDropzoneProps) => {
  const { t } = useTranslation();
  return (
    <Dropzone
      onDrop={onDrop}
      onReject={onReject}
      maxSize={MAX_UPLOAD_BYTES}
      maxFiles={MAX_INSURANCE_FILES_PER_UPLOAD}
      accept={[...INSURANCE_FILE_MIME_TYPES]}
      disabled={disabled}
      aria-label={t('accounts:insurance.dropTitle')}
      data-testid="insurance-dropzone"
    >
      <Stack gap={4} align="center" mih={90} justify="center" style={{ pointerEvents: 'none', textAlign: 'center' }}>
        <Text size="sm" fw={600}>
          {t('accounts:insurance.dropTitle')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('accounts:insurance.dropHint')}
        </Text>
      </Stack>
    </Dropzone>
  );
};

export default InsuranceDropzone;
