import { lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import {
  AutoDispatchStep,
  autoDispatchStartStep,
  canEditOrderDetails,
  orderRouteRedirect,
  type OrderDetail,
  type Role,
} from '@routier/domain';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session';
import { orderQueryOptions, useOrder } from '../../../features/orders/api/get-order';
import {
  addressFormFromOrder,
  emptyAddressForm,
  readAddressDraft,
} from '../../../features/orders/components/wizard/address-draft';
import { RouteStrip } from '../../../features/orders/components/wizard/route-strip';
import {
  saveAutoDispatchAddresses,
  saveAutoDispatchCars,
  saveAutoDispatchMethod,
  sendAutoDispatchQuoteRequest,
} from './wizard-api';
import { LeavePrompt } from '../orders/leave-prompt';
import { AddressesStep, PageLoader, VehiclesStep, WizardFrame, WizardStepper } from '../orders/wizard-frame';

// each step's code loads when it opens
const TransportationStep = lazy(() =>
  import('../../../features/auto-dispatch/components/transportation-step').then((m) => ({ default: m.TransportationStep })),
);
const QuoteRequest = lazy(() =>
  import('../../../features/pricing/components/quote-request').then((m) => ({ default: m.QuoteRequest })),
);
const QuoteRequestSent = lazy(() =>
  import('../../../features/pricing/components/quote-request').then((m) => ({ default: m.QuoteRequestSent })),
);

const STEP_KEYS = ['addresses', 'vehicles', 'transportation', 'quoteRequest'] as const;
const AUTO_DISPATCH = '/auto-dispatch';

const parseId = (raw: string | undefined) => {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
};

const Frame = ({ children, strip }: { children: React.ReactNode; strip?: React.ReactNode }) => {
  const { t } = useTranslation();
  return (
    <WizardFrame title={t('auto-dispatch:wizard.title')} strip={strip}>
      {children}
    </WizardFrame>
  );
};

const Steps = ({
  active,
  onStepClick,
  children,
}: {
  active: number;
  onStepClick?: (s: number) => void;
  children: React.ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <WizardStepper
      active={active}
      onStepClick={onStepClick}
      labels={STEP_KEYS.map((key) => t(`auto-dispatch:wizard.steps.${key}`))}
    >
      {children}
    </WizardStepper>
  );
};

/**
 * /auto-dispatch and /auto-dispatch/{orderId} (customer-side §2 "Auto-dispatch wizard"): addresses, vehicle
 * details with dimensions, transportation type, quote request. An order past the wizard goes where its
 * my-orders row does (pending: its quotes); one that cannot be loaded restarts the wizard (spec §8).
 */
export const AutoDispatchWizardPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('auto-dispatch:wizard.title'));
  const raw = useParams().id;
  const id = parseId(raw);
  const query = useOrder(id);
  // once its quote request is sent here, the order waits in auto dispatch pending: the success screen stays
  const [sentFor, setSentFor] = useState<number | null>(null);

  if (raw !== undefined && id === null) return <Navigate to={AUTO_DISPATCH} replace />;
  if (id === null) return <NewAutoDispatch />;
  if (query.isPending) return <Frame>{<PageLoader />}</Frame>;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 403 || status === 404) return <Navigate to={AUTO_DISPATCH} replace />;
    return (
      <Frame>
        <Stack align="center" py="xl">
          <Text>{t('wizard:loadFailed')}</Text>
          <Button onClick={() => void query.refetch()}>{t('common:retry')}</Button>
        </Stack>
      </Frame>
    );
  }
  const redirect = sentFor === id ? null : orderRouteRedirect('auto-dispatch', query.data);
  if (redirect) return <Navigate to={redirect} replace />;
  return <AutoDispatchWizard key={id} order={query.data} sent={sentFor === id} onSent={() => setSentFor(id)} />;
};

/** Step 1 of a new auto-dispatch order: the addresses (kept in session storage until saved). */
const NewAutoDispatch = () => {
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  const initial = useMemo(() => readAddressDraft() ?? emptyAddressForm(null), []);
  return (
    <Frame>
      <LeavePrompt when={dirty} isInside={(path) => path.startsWith('/auto-dispatch/')} />
      <Steps active={AutoDispatchStep.Addresses}>
        <AddressesStep
          order={null}
          initialValues={initial}
          readOnly={false}
          onDirtyChange={setDirty}
          onNext={() => undefined}
          saveWith={(body) => saveAutoDispatchAddresses(null, body)}
          onSaved={(order) => {
            setDirty(false);
            navigate(`/auto-dispatch/${order.id}`, { replace: true });
          }}
        />
      </Steps>
    </Frame>
  );
};

type WizardProps = { order: OrderDetail; sent: boolean; onSent: () => void };

const AutoDispatchWizard = ({ order, sent, onSent }: WizardProps) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useCurrentUser();
  const [active, setActive] = useState(() => autoDispatchStartStep(order.current_step));
  const editable = canEditOrderDetails(order);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [active, sent]);

  const handleSaved = useCallback(
    (saved: OrderDetail) => {
      client.setQueryData(orderQueryOptions(order.id).queryKey, saved);
      setActive(autoDispatchStartStep(saved.current_step));
    },
    [client, order.id],
  );
  const handleBack = useCallback(() => setActive((current) => Math.max(current - 1, 0)), []);
  const handleNext = useCallback(() => setActive((current) => Math.min(current + 1, AutoDispatchStep.QuoteRequest)), []);
  const here = `/auto-dispatch/${order.id}`;

  return (
    <Frame strip={<RouteStrip order={order} />}>
      <LeavePrompt when={editable && !sent} isInside={(path) => path === here} />
      <Steps active={sent ? STEP_KEYS.length : active} onStepClick={sent ? undefined : setActive}>
        {sent ? (
          <QuoteRequestSent orderId={order.id} />
        ) : (
          <>
            {active === AutoDispatchStep.Addresses && (
              <AddressesStep
                order={order}
                initialValues={addressFormFromOrder(order)}
                readOnly={!editable}
                onSaved={handleSaved}
                onNext={handleNext}
                saveWith={(body) => saveAutoDispatchAddresses(order.id, body)}
              />
            )}
            {active === AutoDispatchStep.Vehicles && (
              <VehiclesStep
                order={order}
                readOnly={!editable}
                onSaved={handleSaved}
                onNext={handleNext}
                onBack={handleBack}
                saveWith={(body) => saveAutoDispatchCars(order.id, body)}
                dimensions
              />
            )}
            {active === AutoDispatchStep.Transportation && (
              <TransportationStep
                order={order}
                role={user.role as Role | null}
                save={(method) => saveAutoDispatchMethod(order.id, method)}
                onSaved={handleSaved}
                onBack={handleBack}
              />
            )}
            {active === AutoDispatchStep.QuoteRequest && (
              <QuoteRequest
                orderId={order.id}
                method={null}
                minDelivery={order.min_delivery ?? ''}
                onCancel={handleBack}
                cancelLabel={t('pricing:back')}
                send={(request) => sendAutoDispatchQuoteRequest(order.id, request)}
                onSent={onSent}
              />
            )}
          </>
        )}
      </Steps>
    </Frame>
  );
};
