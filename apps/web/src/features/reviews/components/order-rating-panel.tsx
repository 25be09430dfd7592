import { useState } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { awaitsRating, type OrderDetail } from '@routier/domain';
import { useFormatters } from '../../../components/data-table';
import { useNamespace } from '../../../lib/use-namespace';
import { RateOrderModal } from './rate-order-modal';
import { Stars } from './star-rating';

/**
 * The order page's rating: on a completed order without a rating the modal opens by itself and a "Leave
 * feedback" button stays (customer side §2); once rated, the stars and feedback the customer left.
 */
export const OrderRatingPanel = ({ order }: { order: Pick<OrderDetail, 'id' | 'status' | 'ratings' | 'user'> }) => {
  const ready = useNamespace('reviews');
  const pending = awaitsRating(order) && !order.user.deleted_at;
  // the modal opens once by itself when the page shows an order awaiting its rating
  const [opened, setOpened] = useState(pending);
  const rating = order.ratings[0];
  if (!pending && !rating) return null;
  if (!ready) return <Skeleton height={72} radius="md" />;
  return rating ? <GivenRating rating={rating} /> : <AskRating orderId={order.id} opened={opened} onOpen={setOpened} />;
};

const AskRating = ({ orderId, opened, onOpen }: { orderId: number; opened: boolean; onOpen: (o: boolean) => void }) => {
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

const GivenRating = ({ rating }: { rating: OrderDetail['ratings'][number] }) => {
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
