import { lazy, Suspense } from 'react';
import { Anchor, Container, Skeleton, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../components/layouts/use-page-title';

// The form (number inputs, tables) loads apart from the page.
const RateCardEditor = lazy(() =>
  import('../../../features/pricing/components/rate-card-editor').then((m) => ({ default: m.RateCardEditor })),
);

const RateCardPageBody = () => {
  const { t } = useTranslation(['pricing', 'admin']);
  usePageTitle(t('pricing:rateCard.title'));
  return (
    <>
      <Anchor component={Link} to={paths.admin} size="sm">
        ← {t('admin:home.title')}
      </Anchor>
      <Title order={1} size="h2" mb="lg" mt="xs">
        {t('pricing:rateCard.title')}
      </Title>
      <Suspense fallback={<Skeleton h={480} radius="md" aria-busy="true" />}>
        <RateCardEditor />
      </Suspense>
    </>
  );
};

/** The rate card's texts load with the page (a lazy namespace). */
export const RateCardPage = () => (
  <Container size="xl" py="md">
    <Suspense fallback={<Skeleton h={480} radius="md" aria-busy="true" />}>
      <RateCardPageBody />
    </Suspense>
  </Container>
);
