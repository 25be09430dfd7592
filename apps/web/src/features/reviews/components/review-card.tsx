import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Review } from '@routier/domain';
import { useFormatters } from '../../../components/data-table';
import { Stars } from './star-rating';

/** One review in the carousel: stars, what the customer wrote, who and when. */
export const ReviewCard = ({ review }: { review: Review }) => {
  const { t } = useTranslation('reviews');
  const f = useFormatters();
  return (
    <Paper withBorder radius="md" p="md" h="100%" component="article">
      <Stack gap={6} h="100%">
        <Stars value={review.rating} size="sm" />
        <Text size="sm" style={{ flex: 1, overflowWrap: 'anywhere' }} lineClamp={5} c={review.feedback ? undefined : 'dimmed'}>
          {review.feedback ?? t('page.noFeedback')}
        </Text>
        <Text size="xs" c="dimmed">
          {review.dealer_name ?? t('anonymous')} · {f.date(review.created_at)}
        </Text>
      </Stack>
    </Paper>
  );
};
