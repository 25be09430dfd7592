import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { ReviewsView } from '../../../features/reviews/components/reviews-view';

/** /reviews: what customers said about the transport company (carrier side §2). */
export const ReviewsPage = () => {
  const { t } = useTranslation('reviews');
  usePageTitle(t('page.title'));
  return (
    <Container size="xl" py="md">
      <Title order={1} size="h2" mb={4}>
        {t('page.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('page.intro')}
      </Text>
      <ReviewsView />
    </Container>
  );
};
