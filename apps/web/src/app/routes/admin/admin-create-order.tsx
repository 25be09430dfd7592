import { lazy, useCallback, useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isPreparedByOperator, wizardStartStep, type OrderDetail } from '@routier/domain';
import { PageShell } from '../../../components/page-shell';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { WizardStep, type WizardStepProps } from '../../../components/order-wizard/wizard-step';
import { errorMessage } from '../../../components/feedback';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useNamespace } from '../../../lib/use-namespace';
import { CustomerPicker } from '../../../features/admin-create-order/components/customer-picker';
import { useSendOrderToCustomer } from '../../../features/admin-create-order/api/send-order-to-customer';
import { orderQueryOptions, useOrder } from '../../../features/orders/api/get-order';
import { addressFormFromOrder } from '../../../features/orders/components/wizard/address-draft';
import { RouteStrip } from '../../../features/orders/components/wizard/route-strip';
import { AddressesStep, PageLoader, VehiclesStep, WizardFrame, WizardStepper } from '../orders/wizard-frame';

// the customer's own step components, loaded when their step opens
const PricingStep = lazy(() =>
  import('../../../features/pricing/components/pricing-step').then((m) => ({ default: m.PricingStep })),
);
const ContactsStep = lazy(() =>
  import('../../../features/orders/components/contacts-step/contacts-step').then((m) => ({ default: m.ContactsStep })),
);
const OrderSummary = lazy(() =>
  import('../../../features/checkout/components/order-summary').then((m) => ({ default: m.OrderSummary })),
);

/** The operator's steps: the customer's first four, then the summary and "Send to the customer". */
const SEND_STEP = WizardStep.ConfirmAndPay;

const parseId = (raw: string | undefined) => {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
};

/** /admin/orders/new: the operator picks the customer, then the draft's wizard opens. */
export const AdminNewOrderPage = () => {
  const navigate = useNavigate();
  return (
    <PageShell title="admin:orderForCustomer.title" intro="admin:orderForCustomer.intro" size="md">
      <CustomerPicker onCreated={(id) => navigate(paths.adminOrderForCustomer(id))} />
    </PageShell>
  );
};

/**
 * /admin/orders/new/{id}: the customer's wizard steps, the operator's to fill in (decision 067), in the console;
 * at the end a summary and "Send to the customer". An order already sent shows where it stands.
 */
export const AdminOrderForCustomerPage = () => {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const query = useOrder(id);
  const ready = [useNamespace('wizard'), useNamespace('pricing'), useNamespace('order-page'), useNamespace('checkout')].every(
    Boolean,
  );
  usePageTitle(t('admin:orderForCustomer.title'));

  if (!ready || (id !== null && query.isPending)) return <PageLoader />;
  if (id === null || query.isError) {
    const missing = id === null || (query.error instanceof ApiError && [403, 404].includes(query.error.status));
    return (
      <WizardFrame title={t('admin:orderForCustomer.title')}>
        <Stack align="center" py="xl">
          <Text>{missing ? t('admin:orderForCustomer.notFound') : t('wizard:loadFailed')}</Text>
          {missing ? (
            <Anchor component={Link} to={paths.adminOrders}>
              {t('admin:orderForCustomer.backToOrders')}
            </Anchor>
          ) : (
            <Button onClick={() => void query.refetch()}>{t('common:retry')}</Button>
          )}
        </Stack>
      </WizardFrame>
    );
  }
  const order = query.data!;
  if (!isPreparedByOperator(order)) return <SentOrder order={order} />;
  return <OperatorWizard key={order.id} order={order} />;
};

const SentOrder = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation();
  return (
    <WizardFrame title={t('admin:orderForCustomer.title')} strip={<RouteStrip order={order} />}>
      <Alert color="green" title={t('admin:orderForCustomer.sentTitle', { number: order.order_number })}>
        {t('admin:orderForCustomer.sentBody')}
      </Alert>
      <Group>
        <Button component={Link} to={paths.adminOrder(order.id)}>
          {t('admin:orderForCustomer.openOrder')}
        </Button>
        <Button component={Link} to={paths.adminOrders} variant="default">
          {t('admin:orderForCustomer.backToOrders')}
        </Button>
      </Group>
    </WizardFrame>
  );
};

const OperatorWizard = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [active, setActive] = useState(() => Math.min(wizardStartStep(order.current_step), SEND_STEP));

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [active]);

  const goToServerStep = useCallback(async () => {
    const fresh = await client.fetchQuery({ ...orderQueryOptions(order.id), staleTime: 0 });
    client.setQueryData(orderQueryOptions(order.id).queryKey, fresh);
    setActive((current) => Math.min(Math.max(current + 1, wizardStartStep(fresh.current_step)), SEND_STEP));
  }, [client, order.id]);
  const handleSaved = (saved: OrderDetail) => {
    client.setQueryData(orderQueryOptions(order.id).queryKey, saved);
    setActive(Math.min(wizardStartStep(saved.current_step), SEND_STEP));
  };
  const props: WizardStepProps = {
    order,
    onNext: () => void goToServerStep(),
    onBack: () => setActive((current) => Math.max(current - 1, 0)),
    onGoToStep: (step: number) => setActive(Math.min(Math.max(step - 1, 0), SEND_STEP)),
    readOnly: false,
    guest: null,
    operator: true,
  };
  const labels = [
    t('wizard:steps.addresses'),
    t('wizard:steps.vehicles'),
    t('wizard:steps.pricing'),
    t('wizard:steps.contacts'),
    t('admin:orderForCustomer.sendStep'),
  ];
  return (
    <WizardFrame title={t('admin:orderForCustomer.title')} strip={<RouteStrip order={order} />}>
      <Text size="sm" c="dimmed">
        {t('admin:orderForCustomer.preparing', { number: order.order_number })}
      </Text>
      <WizardStepper active={active} onStepClick={setActive} labels={labels}>
        {active === WizardStep.Addresses && (
          <AddressesStep
            order={order}
            initialValues={addressFormFromOrder(order)}
            readOnly={false}
            onSaved={handleSaved}
            onNext={props.onNext}
            guest={null}
          />
        )}
        {active === WizardStep.Vehicles && <VehiclesStep {...props} onSaved={handleSaved} />}
        {active === WizardStep.Pricing && <PricingStep {...props} />}
        {active === WizardStep.Contacts && <ContactsStep {...props} />}
        {active === SEND_STEP && <SendStep order={order} onBack={props.onBack} onGoToStep={props.onGoToStep!} />}
      </WizardStepper>
    </WizardFrame>
  );
};

/** The summary of what the customer will see, and "Send to the customer". */
const SendStep = ({
  order,
  onBack,
  onGoToStep,
}: {
  order: OrderDetail;
  onBack: () => void;
  onGoToStep: (step: number) => void;
}) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const send = useSendOrderToCustomer(order.id);
  const priced = order.shipping_method !== null && order.dealer_price !== null;
  const fields = send.error instanceof ApiError ? Object.keys(send.error.errors ?? {}) : [];
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('admin:orderForCustomer.summaryTitle')}
      </Title>
      <Text>{t('admin:orderForCustomer.summaryIntro')}</Text>
      <OrderSummary order={order} />
      {!priced && (
        <Alert color="yellow">
          {t('admin:orderForCustomer.noPrice')}{' '}
          <Anchor component="button" type="button" onClick={() => onGoToStep(3)}>
            {t('admin:orderForCustomer.toPricing')}
          </Anchor>
        </Alert>
      )}
      {send.isError && (
        <Alert color="red" role="alert">
          {fields.length > 0 ? t('admin:orderForCustomer.incomplete') : errorMessage(send.error)}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('common:back')}
        </Button>
        <Button
          disabled={!priced}
          loading={send.isPending}
          onClick={() =>
            send.mutate(undefined, {
              onSuccess: () => void client.invalidateQueries({ queryKey: orderQueryOptions(order.id).queryKey }),
            })
          }
        >
          {t('admin:orderForCustomer.send')}
        </Button>
      </Group>
    </Stack>
  );
};
