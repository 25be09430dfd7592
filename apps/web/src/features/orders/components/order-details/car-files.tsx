import { Anchor, Group, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StoredFileDetail } from '@routier/domain';

const SHOWN = 4;

/** A car's or an order's files: up to 4 thumbnails (images) or names, then "+N" (customer-side §9). */
export const FileThumbnails = ({ files }: { files: StoredFileDetail[] }) => {
  const { t } = useTranslation();
  if (files.length === 0)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  const rest = files.length - SHOWN;
  return (
    <Group gap={6} wrap="wrap">
      {files.slice(0, SHOWN).map((file) => {
        // an image's thumbnail is drawn by a job after the upload: the image itself stands in until then
        const preview = file.thumbnail_url ?? (file.mime_type.startsWith('image/') ? file.path_url : null);
        return (
          <Anchor key={file.id} href={file.path_url} target="_blank" rel="noopener noreferrer" size="xs" title={file.file_name}>
            {preview ? (
              <Image src={preview} alt={file.file_name} w={40} h={40} radius="sm" fit="cover" />
            ) : (
              <Text span size="xs" style={{ overflowWrap: 'anywhere' }}>
                {file.file_name}
              </Text>
            )}
          </Anchor>
        );
      })}
      {rest > 0 && (
        <Text size="xs" c="dimmed" aria-label={t('order-page:details.moreFiles', { count: rest })}>
          +{rest}
        </Text>
      )}
    </Group>
  );
};
