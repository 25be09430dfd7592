import { lazy, Suspense } from 'react';
import { Anchor, Container, Skeleton, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../components/layouts/use-page-title';

// The form loads apart from the page.
const ChangelogAdmin = lazy(() =>
  import('../../../features/changelog/components/changelog-admin').then((m) => ({ default: m.ChangelogAdmin })),
);

export const ChangelogPage = () => {
  const { t } = useTranslation('admin');
  usePageTitle(t('changelog.title'));
  return (
    <Container size="lg" py="md">
      <Anchor component={Link} to={paths.admin} size="sm">
        ← {t('home.title')}
      </Anchor>
      <Title order={1} size="h2" mb="lg" mt="xs">
        {t('changelog.title')}
      </Title>
      <Suspense fallback={<Skeleton h={300} radius="md" aria-busy="true" />}>
        <ChangelogAdmin />
      </Suspense>
    </Container>
  );
};
