import { lazy, Suspense, useState } from 'react';
import { Anchor, Container, Paper, Stack, Stepper, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { OrderStatus, orderRouteRedirect, type OrderDetail } from '@routier/domain';
import { ListError } from '../../../components/data-table/list-error';
import { LoadingScreen } from '../../../components/layouts/loading-screen';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { paths } from '../../../config/paths';
import { orderQueryOptions, useOrder } from '../../../features/orders/api/get-order';
import { useQuotes } from '../../../features/auto-dispatch/api/get-quotes';
import { PageLoader } from '../orders/wizard-frame';

// the order wizard's own steps, each loaded when it opens
const ContactsStep = lazy(() =>
  import('../../../features/orders/components/contacts-step/contacts-step').then((m) => ({ default: m.ContactsStep })),
);
const ConfirmAndPayStep = lazy(() =>
  import('../../../features/checkout/components/confirm-and-pay-step').then((m) => ({ default: m.ConfirmAndPayStep })),
);
const CompletedStep = lazy(() =>
  import('../../../features/orders/components/wizard/completed-step').then((m) => ({ default: m.CompletedStep })),
);

/** The server's 1-based step 4 (notes), 5 (payment), 6 (completed) as this wizard's 0-based step. */
const stepOf = (order: OrderDetail) => Math.min(Math.max((order.current_step ?? 4) - 4, 0), 2);

/**
 * /auto-dispatch/details/{orderId} (spec §2): after accepting a quote, the notes details, confirm and pay,
 * completed. An order with no accepted quote goes back to its quotes (checkout would refuse it); a booked one to
 * its page (docs/decisions/045).
 */
export const AutoDispatchDetailsPage = () => {
  const { t } = useTranslation('auto-dispatch');
  const id = Number(useParams().id);
  const order = useOrder(Number.isInteger(id) && id > 0 ? id : null);
  const client = useQueryClient();
  const [step, setStep] = useState<number | null>(null);
  const pending = order.data?.status === OrderStatus.AutoDispatchPending;
  const quotes = useQuotes(id, { field: 'dealer_price', order: 'asc' }, pending && step === null);
  usePageTitle(t('details.pageTitle', { number: order.data?.order_number ?? '' }));

  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.myOrders} replace />;
  if (order.isPending || (pending && step === null && quotes.isPending)) return <LoadingScreen />;
  if (order.isError || (pending && step === null && quotes.isError))
    return (
      <Container size="lg" py="md">
        <ListError onRetry={() => void (order.isError ? order.refetch() : quotes.refetch())} />
      </Container>
    );
  const data = order.data;
  const active = step ?? stepOf(data);
  // once the customer moved through the steps (paid: completed), the page stays
  const accepted = Boolean(quotes.data?.data.some((q) => q.is_accepted));
  const redirect = step === null ? orderRouteRedirect('details', data, accepted) : null;
  if (redirect) return <Navigate to={redirect} replace />;

  const handleNext = async () => {
    const fresh = await client.fetchQuery({ ...orderQueryOptions(id, null), staleTime: 0 });
    client.setQueryData(orderQueryOptions(id, null).queryKey, fresh);
    setStep(Math.min(active + 1, 2));
  };
  const props = {
    order: data,
    onNext: () => void handleNext(),
    onBack: () => setStep(Math.max(active - 1, 0)),
    // only the notes and contacts (server step 4) can still be changed here
    onGoToStep: (server: number) => {
      if (server === 4) setStep(0);
    },
    readOnly: false,
    guest: null,
  };
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('details.pageTitle', { number: data.order_number })}
        </Title>
        {active < 2 && (
          <Anchor component={Link} to={paths.autoDispatchQuotes(id)} size="sm">
            {t('details.backToQuotes')}
          </Anchor>
        )}
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Stepper active={active} allowNextStepsSelect={false} size="sm" mb="lg">
            <Stepper.Step label={t('details.notes')} aria-label={t('details.notes')} />
            <Stepper.Step label={t('details.pay')} aria-label={t('details.pay')} />
            <Stepper.Step label={t('details.done')} aria-label={t('details.done')} />
          </Stepper>
          <PageSuspense>
            {active === 0 && <ContactsStep {...props} />}
            {active === 1 && <ConfirmAndPayStep {...props} />}
            {active === 2 && <CompletedStep order={data} />}
          </PageSuspense>
        </Paper>
      </Stack>
    </Container>
  );
};

const PageSuspense = ({ children }: { children: React.ReactNode }) => <Suspense fallback={<PageLoader />}>{children}</Suspense>;
