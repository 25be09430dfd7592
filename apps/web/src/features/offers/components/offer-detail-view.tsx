import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { businessToday, insuranceStatus, type CarrierOrderDetail, type CarrierPlace } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/session';
import { offersKeys } from '../api/get-offers';
import { ApplyButton } from './apply-button';
import { OfferBadges } from './offer-badges';
import { OfferCarsTable } from './offer-cars-table';
import { OfferFacts } from './offer-facts';
import { formatOfferPlace } from './offers-columns';

// Leaflet is heavy: it loads with the map, not with the page.
const RouteMap = lazy(() => import('../../../components/route-map/route-map'));

const placeLabel = (p: CarrierPlace) => formatOfferPlace({ city: p.city, province: p.province, zip_code: p.zip_code });

/** Is the caller's company's insurance expired today (spec §8: no Apply, no bid)? */
export const useInsuranceExpired = () => {
  const user = useCurrentUser();
  const expiry = user.business_details?.expiry_date ?? null;
  return insuranceStatus(expiry, businessToday()).state === 'expired';
};

type Props = {
  offer: CarrierOrderDetail;
  /** the Place a bid button and its form (the bids feature), given the reason it is disabled, if any */
  bidAction: (disabledReason: 'insurance' | 'pending' | null) => ReactNode;
};

/** /offers/:id: map, route, facts, pay, cars, Apply and Place a bid (spec: offer detail). */
export const OfferDetailView = ({ offer, bidAction }: Props) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const expired = useInsuranceExpired();
  // opening an offer marks it seen: the header count and the board's highlight follow
  useEffect(() => {
    if (offer.seen_by_business) return;
    void queryClient.invalidateQueries({ queryKey: offersKeys.unseen() });
    void queryClient.invalidateQueries({ queryKey: [...offersKeys.all, 'list'] });
  }, [offer.id, offer.seen_by_business, queryClient]);
  const pending = offer.bids.some((b) => b.status === 1);
  const route = offer.from && offer.to ? `${placeLabel(offer.from)} → ${placeLabel(offer.to)}` : '—';
  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to={paths.offers} size="sm">
          ← {t('offers:detail.back')}
        </Anchor>
        <Group gap="sm" mt="xs" align="center">
          <Title order={1} size="h2">
            {t('offers:detail.title', { number: offer.order_number })}
          </Title>
          <OfferBadges offer={{ ...offer, us_external_type: null }} />
        </Group>
        <Text size="lg" mt={4} data-testid="offer-route">
          {route}
        </Text>
      </div>
      {expired && (
        <Alert color="red" title={t('offers:insurance.title')} data-testid="insurance-expired">
          {t('offers:insurance.body')}
        </Alert>
      )}
      {offer.from && offer.to && (
        <Suspense fallback={<Skeleton h={280} radius="md" />}>
          <RouteMap
            label={t('offers:detail.map')}
            from={{ lat: offer.from.lat, lng: offer.from.lng, label: placeLabel(offer.from) }}
            to={{ lat: offer.to.lat, lng: offer.to.lng, label: placeLabel(offer.to) }}
            // coordinates rounded by the API: a town, not a street
            fitMaxZoom={9}
          />
        </Suspense>
      )}
      <OfferFacts offer={offer} />
      <Card withBorder radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('offers:detail.carsTitle')}
        </Title>
        <OfferCarsTable cars={offer.cars} />
      </Card>
      <Group gap="sm">
        <ApplyButton orderId={offer.id} orderNumber={offer.order_number} disabled={expired} />
        {bidAction(expired ? 'insurance' : pending ? 'pending' : null)}
      </Group>
      {pending && (
        <Text size="sm" c="dimmed" data-testid="bid-pending">
          {t('offers:bidPending')}
        </Text>
      )}
    </Stack>
  );
};
