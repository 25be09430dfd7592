import { Anchor, Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { RateCardEditor } from '../../../features/pricing/components/rate-card-editor';
import { usePageTitle } from '../../../components/layouts/use-page-title';

export const RateCardPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('pricing:rateCard.title'));
  return (
    <Container size="xl" py="md">
      <Anchor component={Link} to={paths.admin} size="sm">
        ← {t('admin:home.title')}
      </Anchor>
      <Title order={1} size="h2" mb="lg" mt="xs">
        {t('pricing:rateCard.title')}
      </Title>
      <RateCardEditor />
    </Container>
  );
};
