import { useEffect } from 'react';
import { Container } from '@mantine/core';
import { OFFER_STATUSES, type OrderStatus } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ListError } from '../../../components/data-table/list-error';
import { LoadingScreen } from '../../../components/layouts/loading-screen';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useOffer } from '../../../features/offers/api/get-offer';
import { OfferDetailView } from '../../../features/offers/components/offer-detail-view';
import { PlaceBidButton } from '../../../features/bids/components/place-bid-button';

/**
 * /offers/:id (spec: offer detail). Back to the board on a 403 or when the order is no longer an offer; to
 * the job page when it is the company's own job.
 */
export const OfferDetailPage = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const offer = useOffer(id);
  usePageTitle(offer.data ? t('offers:detail.title', { number: offer.data.order_number }) : t('offers:detail.pageTitle'));
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);

  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.offers} replace />;
  if (offer.error instanceof ApiError && offer.error.status === 403) return <Navigate to={paths.offers} replace />;
  if (offer.error instanceof ApiError && offer.error.status === 404) return <Navigate to={paths.notFound} replace />;
  if (offer.isPending) return <LoadingScreen />;
  if (offer.isError) {
    return (
      <Container size="xl" py="xl">
        <ListError onRetry={() => void offer.refetch()} />
      </Container>
    );
  }
  if (offer.data.is_own_job) return <Navigate to={paths.activeJob(id)} replace />;
  if (!OFFER_STATUSES.includes(offer.data.status as OrderStatus)) return <Navigate to={paths.offers} replace />;
  return (
    <Container size="xl" py="md">
      <OfferDetailView
        offer={offer.data}
        bidAction={(disabledReason) => <PlaceBidButton orderId={offer.data.id} disabledReason={disabledReason} />}
      />
    </Container>
  );
};
