import { useState } from 'react';
import { ActionIcon, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Review } from '@routier/domain';
import { useIsPhone } from '../../../components/data-table';
import { ReviewCard } from './review-card';

const Arrow = ({ left }: { left?: boolean }) => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
    <path d={left ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
  </svg>
);

/**
 * The newest reviews (carrier side §2): three cards side by side, one on a phone; with more than fit, previous and
 * next buttons move by one card and a polite live region says which are shown.
 */
export const LatestReviewsCarousel = ({ reviews }: { reviews: Review[] }) => {
  const { t } = useTranslation('reviews');
  const visible = useIsPhone() ? 1 : 3;
  const [start, setStart] = useState(0);
  const last = Math.max(0, reviews.length - visible);
  const first = Math.min(start, last);
  const shown = reviews.slice(first, first + visible);
  const sliding = reviews.length > visible;
  return (
    <Stack gap="sm" component="section" aria-labelledby="latest-reviews-title">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4" id="latest-reviews-title">
          {t('page.latest')}
        </Title>
        {sliding && (
          <Group gap="xs" wrap="nowrap">
            <ActionIcon
              variant="default"
              size={40}
              aria-label={t('page.prev')}
              disabled={first === 0}
              onClick={() => setStart(first - 1)}
            >
              <Arrow left />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size={40}
              aria-label={t('page.next')}
              disabled={first >= last}
              onClick={() => setStart(first + 1)}
            >
              <Arrow />
            </ActionIcon>
          </Group>
        )}
      </Group>
      {sliding && (
        <Text size="xs" c="dimmed" aria-live="polite">
          {t('page.carousel', { from: first + 1, to: first + shown.length, total: reviews.length })}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: Math.min(3, reviews.length) }} spacing="md">
        {shown.map((r) => (
          <ReviewCard key={r.id} review={r} />
        ))}
      </SimpleGrid>
    </Stack>
  );
};
