import { lazy, Suspense } from 'react';
import { Alert, Button, Container, Skeleton, Stack, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { aPricedOrder } from '../../../test/priced-order';

// Each step loads apart from the page, as the wizard page should load them (forms, card form, map).
const PricingStep = lazy(() =>
  import('../../../features/pricing/components/pricing-step').then((m) => ({ default: m.PricingStep })),
);
const ConfirmAndPayStep = lazy(() =>
  import('../../../features/checkout/components/confirm-and-pay-step').then((m) => ({ default: m.ConfirmAndPayStep })),
);

/**
 * TEMPORARY, for development until the order wizard page (/my-orders/create/:id) renders these steps: the
 * pricing and confirm-and-pay steps of a real order, with a sample order detail for the summary.
 */
export const CheckoutStepsDevPage = () => {
  const { orderId } = useParams();
  const [params, setParams] = useSearchParams();
  const step = params.get('step') ?? 'pricing';
  usePageTitle(`Wizard steps (dev) · ${step}`);
  const order = aPricedOrder({ id: Number(orderId), is_created_by_admin: false });
  const go = (next: string) => setParams({ step: next });
  return (
    <Container size="xl" py="md">
      <Title order={1} size="h2" mb="md">
        Wizard steps (dev) — order {orderId}
      </Title>
      <Suspense fallback={<Skeleton h={320} radius="md" />}>
        {step === 'pricing' && (
          <PricingStep order={order} onNext={() => go('confirm')} onBack={() => undefined} readOnly={false} />
        )}
        {step === 'confirm' && (
          <ConfirmAndPayStep order={order} onNext={() => go('done')} onBack={() => go('pricing')} readOnly={false} />
        )}
      </Suspense>
      {step === 'done' && (
        <Stack>
          <Alert color="green" title="Order booked" role="status">
            The order is booked.
          </Alert>
          <Button component={Link} to="/my-orders" w="fit-content">
            My orders
          </Button>
        </Stack>
      )}
    </Container>
  );
};
