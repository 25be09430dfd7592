import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderRating } from '@routier/domain';
import { useFormatters } from '../../../components/data-table';
import { RateOrderModal } from './rate-order-modal';
import { Stars } from './star-rating';

// Loaded apart from the order page (its stars, form and modal): see order-rating-panel.tsx.

export const AskRating = ({ orderId, opened, onOpen }: { orderId: number; opened: boolean; onOpen: (o: boolean) => void }) => {
  const { t } = useTranslation('reviews');
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 14rem' }}>
          <Title order={2} size="h4">
            {t('ask.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('ask.text')}
          </Text>
        </Stack>
        <Button mih={40} onClick={() => onOpen(true)}>
          {t('ask.button')}
        </Button>
      </Group>
      <RateOrderModal orderId={orderId} opened={opened} onClose={() => onOpen(false)} />
    </Paper>
  );
};

export const GivenRating = ({ rating }: { rating: OrderRating }) => {
  const { t } = useTranslation('reviews');
  const f = useFormatters();
  return (
    <Paper withBorder radius="md" p="md" data-testid="order-rating">
      <Stack gap={6}>
        <Title order={2} size="h4">
          {t('given.title')}
        </Title>
        <Group gap="sm" wrap="wrap">
          <Stars value={rating.rating} />
          <Text size="sm" c="dimmed">
            {t('given.on', { date: f.date(rating.created_at) })}
          </Text>
        </Group>
        {rating.feedback && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {rating.feedback}
          </Text>
        )}
      </Stack>
    </Paper>
  );
};
