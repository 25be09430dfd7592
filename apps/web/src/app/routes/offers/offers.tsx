import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OffersList } from '../../../features/offers/components/offers-list';
import { usePageTitle } from '../../../components/layouts/use-page-title';

/** /offers: the load board of the carrier's company (spec: offers list). */
export const OffersPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('offers:title'));
  return (
    <Container size="xl" py="md">
      <Title order={1} size="h2" mb="lg">
        {t('offers:title')}
      </Title>
      <OffersList />
    </Container>
  );
};
