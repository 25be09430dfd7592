import { PageShell } from '../../../components/page-shell';
import { OffersList } from '../../../features/offers/components/offers-list';

/** /offers: the load board of the carrier's company (spec: offers list). */
export const OffersPage = () => (
  <PageShell title="offers:title">
    <OffersList />
  </PageShell>
);
