import { useState } from 'react';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { AVATAR_MIME_TYPES, MAX_UPLOAD_BYTES, type CurrentUser } from '@routier/domain';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../components/form';
import { useUploadProfileImage } from '../api/upload-profile-image';

const ACCEPT = [...AVATAR_MIME_TYPES, '.jfif', '.dpg'].join(',');

/** Client-side check before upload; the server checks the content again. */
export const avatarFileError = (file: File): string | null => {
  if (!file.type.startsWith('image/')) return 'imagesOnly';
  if (file.size > MAX_UPLOAD_BYTES) return 'fileTooLarge';
  return null;
};

export type AvatarUploadProps = { user: CurrentUser; disabled?: boolean };

/** The profile picture with a button to replace it (images only, up to 20 MB). */
export const AvatarUpload = ({ user, disabled }: AvatarUploadProps) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const upload = useUploadProfileImage();
  const [error, setError] = useState<string | null>(null);
  const name = user.first_name?.trim() || t('common:user');

  const handleFile = async (file: File | null) => {
    if (!file) return;
    const invalid = avatarFileError(file);
    setError(invalid);
    if (invalid) return;
    try {
      await upload.mutateAsync(file);
      notifications.show({ color: 'green', message: t('users:avatar.updated') });
    } catch (e) {
      if (e instanceof ApiError && e.status === 413) setError('fileTooLarge');
      else if (e instanceof ApiError && e.errors?.profile_image) setError(e.errors.profile_image.join(' '));
      else setError(e instanceof ApiError ? e.message : 'somethingWentWrong');
    }
  };

  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar src={user.profile_image?.thumbnail_url} size={72} radius="xl" color="routier" alt={t('users:avatar.alt')}>
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <Stack gap={4} align="flex-start">
        <FileButton onChange={(file) => void handleFile(file)} accept={ACCEPT} disabled={disabled}>
          {(props) => (
            <Button {...props} variant="default" size="xs" loading={upload.isPending} disabled={disabled}>
              {user.profile_image ? t('users:avatar.change') : t('users:avatar.upload')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>
          {error ? (error === 'somethingWentWrong' ? t('common:somethingWentWrong') : errorText(error)) : t('users:avatar.hint')}
        </Text>
      </Stack>
    </Group>
  );
};
