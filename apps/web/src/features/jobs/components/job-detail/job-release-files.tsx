import { Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CarrierOrderDetail } from '@routier/domain';
import { SheetSection } from '../../../../components/order-sheet';

/** The release form files the customer attached (signed links, opened in a new tab). */
export const JobReleaseFiles = ({ order }: { order: CarrierOrderDetail }) => {
  const { t } = useTranslation();
  return (
    <SheetSection title={t('job-page:files.title')} id="job-release-files">
      {order.release_form_files.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('job-page:files.empty')}
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {order.release_form_files.map((file) => (
            <List.Item key={file.id}>
              <Anchor
                href={file.path_url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('job-page:files.open', { name: file.file_name })}
                style={{ overflowWrap: 'anywhere' }}
              >
                {file.file_name}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </SheetSection>
  );
};
