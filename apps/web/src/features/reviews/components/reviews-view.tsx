import { lazy, Suspense } from 'react';
import { Paper, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReviewsResponse } from '@routier/domain';
import { ListError, useErrorNotification, type SortState } from '../../../components/data-table';
import { useReviews } from '../api/get-reviews';
import { useReviewsParams } from '../hooks/use-reviews-params';
import { LatestReviewsCarousel } from './latest-reviews-carousel';
import { ReviewsMonthRange } from './reviews-month-range';
import { ReviewsSummary } from './reviews-summary';
import { ReviewsTable } from './reviews-table';

const ReviewsChart = lazy(() => import('./reviews-chart').then((m) => ({ default: m.ReviewsChart })));

const ChartSection = ({ chart }: { chart: ReviewsResponse['chart'] }) => {
  const { t } = useTranslation('reviews');
  const any = chart.some((p) => p.count > 0);
  return (
    <Paper withBorder radius="md" p="md" component="figure" m={0} aria-labelledby="reviews-chart-title">
      <Title order={2} size="h4" id="reviews-chart-title" mb="sm">
        {t('page.chart')}
      </Title>
      {any ? (
        <>
          <div aria-hidden="true">
            <Suspense fallback={<Skeleton h={220} />}>
              <ReviewsChart points={chart} />
            </Suspense>
          </div>
          <VisuallyHidden>
            <ul>
              {chart.map((p) => (
                <li key={p.month}>{`${p.month}: ${p.count}`}</li>
              ))}
            </ul>
          </VisuallyHidden>
        </>
      ) : (
        <Text c="dimmed" size="sm">
          {t('page.chartEmpty')}
        </Text>
      )}
    </Paper>
  );
};

const LoadingState = () => (
  <Stack gap="md" aria-busy="true">
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Skeleton h={120} radius="md" />
      <Skeleton h={120} radius="md" />
    </SimpleGrid>
    <Skeleton h={260} radius="md" />
  </Stack>
);

/** /reviews (carrier side §2): average and count, latest reviews, reviews per month and every review. */
export const ReviewsView = () => {
  const { t } = useTranslation('reviews');
  const { params, setParams, query } = useReviewsParams();
  const reviews = useReviews(query);
  useErrorNotification(reviews.error);
  const sort: SortState = { by: params.sort_by, direction: params.sort_order === 'asc' ? 'asc' : 'desc' };
  const filters = <ReviewsMonthRange from={params.from} to={params.to} onChange={(range) => setParams(range)} />;

  if (reviews.isError && !reviews.data) {
    return (
      <Stack gap="md">
        {filters}
        <ListError onRetry={() => void reviews.refetch()} />
      </Stack>
    );
  }
  if (!reviews.data) {
    return (
      <Stack gap="md">
        {filters}
        <LoadingState />
      </Stack>
    );
  }
  const data = reviews.data;
  if (data.meta.total_reviews === 0 && !params.from && !params.to) {
    return (
      <Paper withBorder radius="md" p="xl" ta="center" data-testid="reviews-empty">
        <Title order={2} size="h4" mb="xs">
          {t('page.empty')}
        </Title>
        <Text c="dimmed">{t('page.emptyText')}</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="lg">
      {filters}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ReviewsSummary meta={data.meta} />
        <ChartSection chart={data.chart} />
      </SimpleGrid>
      {data.latest_reviews.length > 0 && <LatestReviewsCarousel reviews={data.latest_reviews} />}
      <Stack gap="sm" component="section" aria-labelledby="all-reviews-title">
        <Title order={2} size="h4" id="all-reviews-title">
          {t('page.all')}
        </Title>
        <ReviewsTable
          data={data}
          loading={reviews.isFetching && reviews.isPlaceholderData}
          sort={sort}
          onSortChange={(s) => setParams({ sort_by: s.by, sort_order: s.direction })}
          onPageChange={(page) => setParams({ page })}
        />
      </Stack>
    </Stack>
  );
};
