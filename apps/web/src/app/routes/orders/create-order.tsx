import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Center, Container, Loader, Paper, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { canEditOrderDetails, isUnbooked, wizardRedirect, wizardStartStep, type OrderDetail } from '@routier/domain';
import { useIsPhone } from '../../../components/data-table/use-is-phone';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { WizardStep } from '../../../components/order-wizard/wizard-step';
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
import { LeavePrompt } from './leave-prompt';

// Each step's code (forms, selects, the map) loads when the step opens: the page itself stays light.
const AddressesStep = lazy(() =>
  import('../../../features/orders/components/wizard/addresses-step').then((m) => ({ default: m.AddressesStep })),
);
const VehiclesStep = lazy(() =>
  import('../../../features/orders/components/wizard/vehicles-step').then((m) => ({ default: m.VehiclesStep })),
);
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

const STEP_KEYS = ['addresses', 'vehicles', 'pricing', 'contacts', 'confirm', 'completed'] as const;

const parseId = (raw: string | undefined) => {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
};

const usExternalTypeOf = (raw: string | null) => (raw === '1' || raw === '2' ? Number(raw) : null);

/** /my-orders/create and /my-orders/create/{id}: the six-step order wizard. */
export const CreateOrderPage = () => {
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
  const redirect = wizardRedirect(query.data);
  if (redirect) return <Navigate to={redirect} replace />;
  return <OrderWizard key={id} order={query.data} />;
};

const PageLoader = () => {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('common:loading')} />
    </Center>
  );
};

const WizardFrame = ({ children, strip }: { children: React.ReactNode; strip?: React.ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('wizard:title')}
        </Title>
        {strip}
        {children}
      </Stack>
    </Container>
  );
};

const WizardStepper = ({
  active,
  onStepClick,
  children,
}: {
  active: number;
  onStepClick?: (s: number) => void;
  children: React.ReactNode;
}) => {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const label = (key: (typeof STEP_KEYS)[number]) => t(`wizard:steps.${key}`);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      {phone ? (
        <Stack gap={6}>
          <Text fw={600}>
            {t('wizard:stepOf', { step: active + 1, count: STEP_KEYS.length, label: label(STEP_KEYS[active]) })}
          </Text>
          <Progress value={((active + 1) / STEP_KEYS.length) * 100} aria-label={label(STEP_KEYS[active])} />
        </Stack>
      ) : (
        <Stepper active={active} onStepClick={onStepClick} allowNextStepsSelect={false} size="sm">
          {STEP_KEYS.map((key) => (
            <Stepper.Step key={key} label={label(key)} aria-label={label(key)} />
          ))}
        </Stepper>
      )}
      <Stack mt="lg">
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </Stack>
    </Paper>
  );
};

/** Step 1 of a new order: the addresses, kept in session storage until saved (or prefilled from the query). */
const NewOrderWizard = ({ usExternalType, search }: { usExternalType: number | null; search: URLSearchParams }) => {
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
      <LeavePrompt when={dirty} />
      <WizardStepper active={WizardStep.Addresses}>
        <AddressesStep
          order={null}
          initialValues={initial}
          readOnly={false}
          onDirtyChange={setDirty}
          onNext={() => undefined}
          onSaved={(order) => {
            setDirty(false);
            navigate(`${paths.createOrder}/${order.id}`);
          }}
        />
      </WizardStepper>
    </WizardFrame>
  );
};

/** An existing order: starts at the server's step; each step saves, then the wizard goes where the server says. */
const OrderWizard = ({ order }: { order: OrderDetail }) => {
  const client = useQueryClient();
  const [active, setActive] = useState(() => wizardStartStep(order.current_step));
  const readOnly = order.is_created_by_admin;
  const unbooked = isUnbooked(order);
  const detailsEditable = canEditOrderDetails(order);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [active]);

  const goToServerStep = useCallback(
    async (saved?: OrderDetail) => {
      const fresh = saved ?? (await client.fetchQuery({ ...orderQueryOptions(order.id), staleTime: 0 }));
      client.setQueryData(orderQueryOptions(order.id).queryKey, fresh);
      setActive((current) => Math.max(current + 1, wizardStartStep(fresh.current_step)));
    },
    [client, order.id],
  );
  const handleNext = useCallback(() => {
    if (readOnly) setActive((current) => Math.min(current + 1, WizardStep.Completed));
    else void goToServerStep();
  }, [readOnly, goToServerStep]);
  const handleBack = useCallback(() => setActive((current) => Math.max(current - 1, 0)), []);
  // Steps after addresses advance from what was saved: a re-saved address step leads to the vehicles again.
  const handleSaved = (saved: OrderDetail) => {
    client.setQueryData(orderQueryOptions(order.id).queryKey, saved);
    setActive(wizardStartStep(saved.current_step));
  };

  const props = { order, onNext: handleNext, onBack: handleBack, readOnly };
  return (
    <WizardFrame strip={<RouteStrip order={order} />}>
      <LeavePrompt when={unbooked && active < WizardStep.Completed} />
      <WizardStepper active={active} onStepClick={active < WizardStep.Completed ? setActive : undefined}>
        {active === WizardStep.Addresses && (
          <AddressesStep
            order={order}
            initialValues={addressFormFromOrder(order)}
            readOnly={!detailsEditable}
            onSaved={handleSaved}
            onNext={handleNext}
          />
        )}
        {active === WizardStep.Vehicles && <VehiclesStep {...props} readOnly={!detailsEditable} onSaved={handleSaved} />}
        {active === WizardStep.Pricing && <PricingStep {...props} />}
        {active === WizardStep.Contacts && <ContactsStep {...props} />}
        {active === WizardStep.ConfirmAndPay && <ConfirmAndPayStep {...props} />}
        {active === WizardStep.Completed && <CompletedStep order={order} />}
      </WizardStepper>
    </WizardFrame>
  );
};
