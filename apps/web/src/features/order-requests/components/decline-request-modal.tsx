import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const NS = 'order-requests';

/** The admin's optional note when declining a request (sent to the requester). */
export const DeclineRequestModal = ({
  opened,
  loading,
  onClose,
  onDecline,
}: {
  opened: boolean;
  loading: boolean;
  onClose: () => void;
  onDecline: (comment: string) => void;
}) => {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t(`${NS}:close`) }}
      title={t(`${NS}:admin.declineTitle`)}
      centered
    >
      <Stack gap="md">
        <Textarea
          label={t(`${NS}:admin.declineNote`)}
          value={comment}
          maxLength={255}
          autosize
          minRows={2}
          onChange={(e) => setComment(e.currentTarget.value)}
        />
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" mih={40} onClick={onClose}>
            {t(`${NS}:close`)}
          </Button>
          <Button color="red.9" mih={40} loading={loading} onClick={() => onDecline(comment.trim())}>
            {t(`${NS}:admin.decline`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
