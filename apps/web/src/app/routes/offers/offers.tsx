import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { OffersList } from '../../../features/offers/components/offers-list';

/** /offers: the load board of the carrier's company (spec: offers list). */
export const OffersPage = () => {
  const { t } = useTranslation();
  return (
    <ListPage title={t('offers:title')}>
      <OffersList />
    </ListPage>
  );
};
