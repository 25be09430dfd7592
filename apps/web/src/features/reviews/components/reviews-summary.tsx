import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber, type ReviewsResponse } from '@routier/domain';
import { Stars } from './star-rating';

/** The average (number and stars) and how many reviews it counts. */
export const ReviewsSummary = ({ meta }: { meta: ReviewsResponse['meta'] }) => {
  const { t, i18n } = useTranslation('reviews');
  const average = meta.average_rating;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t('page.average')}
        </Text>
        {average === null ? (
          <Text fw={600}>{t('page.noAverage')}</Text>
        ) : (
          <Group gap="sm" wrap="wrap" align="center">
            <Text fz={36} fw={700} lh={1} data-testid="average-rating">
              {formatNumber(average, i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
            </Text>
            <Stars value={average} size="lg" />
          </Group>
        )}
        <Text size="sm" data-testid="total-reviews">
          {t('page.total', { count: meta.total_reviews })}
        </Text>
      </Stack>
    </Paper>
  );
};
