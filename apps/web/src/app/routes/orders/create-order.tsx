import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { canEditOrderDetails, isUnbooked, orderRouteRedirect, wizardStartStep, type OrderDetail } from '@routier/domain';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { WizardStep } from '../../../components/order-wizard/wizard-step';
import { RejectionNotice } from '../../../features/orders/components/order-details/rejection-notice';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { orderQueryOptions, useOrder } from '../../../features/orders/api/get-order';
import {
  addressFormFromOrder,
  addressFormFromQuery,
  emptyAddressForm,
  readAddressDraft,
  writeAddressDraft,
} from '../../../features/orders/components/wizard/address-draft';
import { RouteStrip } from '../../../features/orders/components/wizard/route-strip';
import { useNamespace } from '../../../lib/use-namespace';
import { GuestAccessProvider } from '../../../components/order-wizard/guest-access';
import { clearGuestStorage, readGuestOrder, writeGuestOrder, type GuestAccess } from '../../../lib/guest-order';
import { useSession } from '../../../lib/session';
import { LeavePrompt } from './leave-prompt';
import { AddressesStep, PageLoader, VehiclesStep, WizardFrame, WizardStepper } from './wizard-frame';

// Each step's code (forms, selects, the map) loads when the step opens: the page itself stays light.
const CompletedStep = lazy(() =>
  import('../../../features/orders/components/wizard/completed-step').then((m) => ({ default: m.CompletedStep })),
);
const PricingStep = lazy(() =>
  import('../../../features/pricing/components/pricing-step').then((m) => ({ default: m.PricingStep })),
);
const ContactsStep = lazy(() =>
  import('../../../features/orders/components/contacts-step/contacts-step').then((m) => ({ default: m.ContactsStep })),
);
const ConfirmAndPayStep = lazy(() =>
  import('../../../features/checkout/components/confirm-and-pay-step').then((m) => ({ default: m.ConfirmAndPayStep })),
);

const AutoDispatchWizard = lazy(() => import('../auto-dispatch/wizard').then((m) => ({ default: m.AutoDispatchWizardPage })));

/**
 * /auto-dispatch and /auto-dispatch/{id}: the four-step auto-dispatch wizard (routes/auto-dispatch/wizard.tsx),
 * loaded from here so that its route adds nothing to the app's first download.
 */
export const AutoDispatchWizardPage = () => (
  <Suspense fallback={<PageLoader />}>
    <AutoDispatchWizard />
  </Suspense>
);

const parseId = (raw: string | undefined) => {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
};

const usExternalTypeOf = (raw: string | null) => (raw === '1' || raw === '2' ? Number(raw) : null);

/** /my-orders/create and /my-orders/create/{id}: the six-step order wizard. */
export const CreateOrderPage = () => {
  const session = useSession();
  if (session.status === 'loading') return <PageLoader />;
  return session.status === 'authenticated' ? <CustomerCreateOrder /> : <GuestCreateOrder />;
};

const CustomerCreateOrder = () => {
  const { t } = useTranslation();
  usePageTitle(t('orders:createOrder'));
  const id = parseId(useParams().id);
  const query = useOrder(id);
  const [search] = useSearchParams();
  const translated = useNamespace('wizard');

  if (!translated) return <PageLoader />;
  if (id === null) return <NewOrderWizard usExternalType={usExternalTypeOf(search.get('us_external_type'))} search={search} />;
  if (query.isPending)
    return (
      <WizardFrame>
        <Center py="xl">
          <Loader aria-label={t('common:loading')} />
        </Center>
      </WizardFrame>
    );
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 403) return <Navigate to={paths.myOrders} replace />;
    if (status === 404) return <Navigate to={paths.createOrder} replace />;
    return (
      <WizardFrame>
        <Stack align="center" py="xl">
          <Text>{t('wizard:loadFailed')}</Text>
          <Button onClick={() => void query.refetch()}>{t('common:retry')}</Button>
        </Stack>
      </WizardFrame>
    );
  }
  const redirect = orderRouteRedirect('create', query.data);
  if (redirect) return <Navigate to={redirect} replace />;
  return <OrderWizard key={id} order={query.data} />;
};

/**
 * A signed-out visitor (spec §1, §2): his order id, hash and step live in session storage; a load that fails
 * clears them and starts again at step 0.
 */
const GuestCreateOrder = () => {
  const { t } = useTranslation();
  usePageTitle(t('orders:createOrder'));
  const [search] = useSearchParams();
  const translated = useNamespace('wizard');
  const [stored, setStored] = useState(readGuestOrder);
  const guest = useMemo<GuestAccess | null>(() => (stored ? { orderId: stored.orderId, hash: stored.hash } : null), [stored]);
  const query = useOrder(guest?.orderId ?? null, guest);
  const failed = guest !== null && query.isError;
  // spec §2: a guest whose order cannot be loaded starts again at step 0 with a clean session
  useEffect(() => {
    if (failed) clearGuestStorage();
  }, [failed]);

  if (!translated) return <PageLoader />;
  if (!guest || failed)
    return (
      <NewOrderWizard
        usExternalType={usExternalTypeOf(search.get('us_external_type'))}
        search={search}
        onGuestCreated={() => setStored(readGuestOrder())}
      />
    );
  if (query.isPending)
    return (
      <WizardFrame>
        <PageLoader />
      </WizardFrame>
    );
  return (
    <GuestAccessProvider guest={guest}>
      <OrderWizard order={query.data!} guest={guest} startStep={stored?.step} />
    </GuestAccessProvider>
  );
};

/** Step 1 of a new order: the addresses, kept in session storage until saved (or prefilled from the query). */
type NewOrderProps = {
  usExternalType: number | null;
  search: URLSearchParams;
  /** a signed-out visitor: the captcha, then the guest's order (the page reads his access from the session) */
  onGuestCreated?: () => void;
};

const NewOrderWizard = ({ usExternalType, search, onGuestCreated }: NewOrderProps) => {
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  const initial = useMemo(() => {
    const fromQuery = addressFormFromQuery(search, usExternalType);
    if (fromQuery) writeAddressDraft(fromQuery);
    const draft = fromQuery ?? readAddressDraft();
    return draft ? { ...draft, us_external_type: usExternalType ?? draft.us_external_type } : emptyAddressForm(usExternalType);
  }, [search, usExternalType]);
  return (
    <WizardFrame>
      <LeavePrompt when={dirty} guest={Boolean(onGuestCreated)} />
      <WizardStepper active={WizardStep.Addresses}>
        <AddressesStep
          order={null}
          initialValues={initial}
          readOnly={false}
          onDirtyChange={setDirty}
          onNext={() => undefined}
          asGuest={Boolean(onGuestCreated)}
          onSaved={(order) => {
            setDirty(false);
            if (onGuestCreated) onGuestCreated();
            else navigate(`${paths.createOrder}/${order.id}`, { replace: true });
          }}
        />
      </WizardStepper>
    </WizardFrame>
  );
};

/** An existing order: starts at the server's step; each step saves, then the wizard goes where the server says. */
type OrderWizardProps = {
  order: OrderDetail;
  guest?: GuestAccess | null;
  /** a guest's step, kept in the session */
  startStep?: number;
};

const OrderWizard = ({ order, guest = null, startStep }: OrderWizardProps) => {
  const client = useQueryClient();
  const [active, setActive] = useState(() => startStep ?? wizardStartStep(order.current_step));
  // a quote request sent from the pricing step: the order waits for quotes, nothing is left unfinished
  const [quoteRequested, setQuoteRequested] = useState(false);
  const readOnly = order.is_created_by_admin;
  const unbooked = isUnbooked(order);
  const detailsEditable = canEditOrderDetails(order);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [active]);
  // Spec §2: a guest's step is kept in the session; the completed step clears his storage (not the language).
  useEffect(() => {
    if (!guest) return;
    if (active === WizardStep.Completed) clearGuestStorage();
    else writeGuestOrder({ ...guest, step: active });
  }, [guest, active]);

  const goToServerStep = useCallback(
    async (saved?: OrderDetail) => {
      const fresh = saved ?? (await client.fetchQuery({ ...orderQueryOptions(order.id, guest), staleTime: 0 }));
      client.setQueryData(orderQueryOptions(order.id, guest).queryKey, fresh);
      setActive((current) => Math.max(current + 1, wizardStartStep(fresh.current_step)));
    },
    [client, order.id, guest],
  );
  const handleNext = useCallback(() => {
    if (readOnly) setActive((current) => Math.min(current + 1, WizardStep.Completed));
    else void goToServerStep();
  }, [readOnly, goToServerStep]);
  const handleBack = useCallback(() => setActive((current) => Math.max(current - 1, 0)), []);
  // Steps after addresses advance from what was saved: a re-saved address step leads to the vehicles again.
  const handleSaved = (saved: OrderDetail) => {
    client.setQueryData(orderQueryOptions(order.id, guest).queryKey, saved);
    setActive(wizardStartStep(saved.current_step));
  };

  // the booking rule names the 1-based step to finish: the wizard's steps are 0-based
  const handleGoToStep = useCallback((step: number) => setActive(Math.max(step - 1, 0)), []);
  const props = {
    order,
    onNext: handleNext,
    onBack: handleBack,
    onGoToStep: handleGoToStep,
    readOnly,
    guest,
    onQuoteRequested: () => setQuoteRequested(true),
  };
  return (
    <WizardFrame strip={<RouteStrip order={order} />}>
      <RejectionNotice order={order} />
      <LeavePrompt when={unbooked && !quoteRequested && active < WizardStep.Completed} guest={guest !== null} />
      <WizardStepper active={active} onStepClick={active < WizardStep.Completed ? setActive : undefined}>
        {active === WizardStep.Addresses && (
          <AddressesStep
            order={order}
            initialValues={addressFormFromOrder(order)}
            readOnly={!detailsEditable}
            onSaved={handleSaved}
            onNext={handleNext}
            guest={guest}
          />
        )}
        {active === WizardStep.Vehicles && <VehiclesStep {...props} readOnly={!detailsEditable} onSaved={handleSaved} />}
        {active === WizardStep.Pricing && <PricingStep {...props} />}
        {active === WizardStep.Contacts && <ContactsStep {...props} />}
        {active === WizardStep.ConfirmAndPay && <ConfirmAndPayStep {...props} />}
        {active === WizardStep.Completed && (
          <CompletedStep
            order={order}
            asGuest={guest !== null}
            trackUrl={guest ? paths.trackOrderOf(guest.orderId, guest.hash) : undefined}
          />
        )}
      </WizardStepper>
    </WizardFrame>
  );
};
