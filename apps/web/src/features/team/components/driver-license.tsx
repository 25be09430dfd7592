import { lazy, Suspense, useState } from 'react';
import { Button, FileButton, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AVATAR_MIME_TYPES, MAX_UPLOAD_BYTES, type TeamDriver } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/form';
import { ApiError } from '../../../lib/api-client';
import { useUploadDriverLicense } from '../api/driver-mutations';

const LicenseZoom = lazy(() => import('./license-zoom').then((m) => ({ default: m.LicenseZoom })));

/** Client-side check before upload (images only, 20 MB); the server checks the content again. */
export const licenseFileError = (file: File): string | null => {
  if (!file.type.startsWith('image/')) return 'imagesOnly';
  if (file.size > MAX_UPLOAD_BYTES) return 'fileTooLarge';
  return null;
};

/** The license photo (a click enlarges it) and, while editing, a button to upload one image. */
export const DriverLicense = ({ driver, name, editing }: { driver: TeamDriver; name: string; editing: boolean }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const upload = useUploadDriverLicense(driver.id);
  const [zoomed, setZoomed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const license = driver.driver_license;

  const handleFile = async (file: File | null) => {
    if (!file) return;
    const invalid = licenseFileError(file);
    setError(invalid);
    if (invalid) return;
    try {
      await upload.mutateAsync(file);
      notifications.show({ color: 'green', message: t('team:driver.licenseUpdated') });
    } catch (e) {
      if (e instanceof ApiError && e.status === 413) setError('fileTooLarge');
      else if (e instanceof ApiError && e.errors?.driver_license) setError(e.errors.driver_license.join(' '));
      else setError('somethingWentWrong');
    }
  };

  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm" c="dimmed" component="h3" fw={500} m={0}>
        {t('team:driver.license')}
      </Text>
      {license ? (
        <UnstyledButton onClick={() => setZoomed(true)} aria-label={t('team:driver.zoom')} style={{ cursor: 'zoom-in' }}>
          {/* the whole card, not the square thumbnail: a license is wider than tall */}
          <Image
            src={license.path_url}
            alt={t('team:driver.licenseAlt', { name })}
            w={240}
            h={150}
            fit="contain"
            radius="md"
            bg="gray.1"
          />
        </UnstyledButton>
      ) : (
        <Text size="sm">{t('team:driver.noLicense')}</Text>
      )}
      {editing && (
        <>
          <FileButton onChange={(file) => void handleFile(file)} accept={AVATAR_MIME_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="default" size="xs" mih={36} loading={upload.isPending}>
                {license ? t('team:driver.replaceLicense') : t('team:driver.uploadLicense')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c={error ? 'red.8' : 'dimmed'} role={error ? 'alert' : undefined}>
            {error
              ? error === 'somethingWentWrong'
                ? t('common:somethingWentWrong')
                : errorText(error)
              : t('team:driver.licenseHint')}
          </Text>
        </>
      )}
      {license && zoomed && (
        <Suspense fallback={null}>
          <LicenseZoom src={license.path_url} alt={t('team:driver.licenseAlt', { name })} onClose={() => setZoomed(false)} />
        </Suspense>
      )}
    </Stack>
  );
};
