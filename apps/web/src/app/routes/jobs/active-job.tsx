import { lazy, Suspense, useEffect, useState } from 'react';
import { Container, Group, Modal, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { isOrderRunning, OrderStatus, type InspectionKind, type JobLoad } from '@routier/domain';
import { ListError } from '../../../components/data-table/list-error';
import { LoadingScreen } from '../../../components/layouts/loading-screen';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { useCarrierOrder } from '../../../features/jobs/api/get-carrier-order';
import { carrierOrderKeys } from '../../../features/jobs/api/get-carrier-order';
import { jobLoadsKeys } from '../../../features/jobs/api/job-loads';
import { useLiveJob } from '../../../features/jobs/hooks/use-live-job';
import { JobDetailView } from '../../../features/jobs/components/job-detail/job-detail-view';
import { CrewInspections } from '../../../features/loads/components/crew-inspections';
import { carLabel } from '../../../features/loads/components/load-cars';
import { LoadStepsPanel } from '../../../features/loads/components/load-steps-panel';
import { loadStepsKeys } from '../../../features/loads/api/load-steps';
import { useOrderInspections } from '../../../features/orders/api/get-order-inspections';
import { OrderLogSection } from '../../../features/order-log/components/order-log-section';
import { useOrderRequests } from '../../../features/order-requests/api/order-requests';
import { ReportIssueButton } from '../../../features/order-requests/components/report-issue-button';
import { RequestCancellationButton } from '../../../features/order-requests/components/request-cancellation-button';
import { useMarkOrderReadOnOpen } from '../../../features/notifications/hooks/use-mark-order-read';

// The inspection form (photos, diagram, signature) loads when the company inspects for a driver without a phone.
const InspectionForm = lazy(() =>
  import('../../../features/inspections/components/inspection-form').then((m) => ({ default: m.InspectionForm })),
);

type Inspecting = { loadId: number; car: JobLoad['cars'][number]; kind: InspectionKind };

/** /active-jobs/:id: a job the carrier's company holds (spec carrier §2, active job detail). */
export const ActiveJobPage = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const order = useCarrierOrder(id);
  const [inspecting, setInspecting] = useState<Inspecting | null>(null);
  const running = order.data?.is_own_job === true && isOrderRunning(order.data.status);
  // which cars were inspected at each end: the company inspects for a driver without a phone (decision 057)
  const inspections = useOrderInspections(id, running, running);
  const inspected = (carId: number, kind: InspectionKind) =>
    inspections.data?.data.some((c) => c.car_id === carId && c[kind] !== null) ?? false;
  const reloadJob = () =>
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: jobLoadsKeys.list(id) }),
      queryClient.invalidateQueries({ queryKey: carrierOrderKeys.detail(id) }),
      queryClient.invalidateQueries({ queryKey: ['orders', 'inspections', id] }),
    ]);
  // opening the job reads its notifications (decision 033)
  useMarkOrderReadOnOpen(id, order.isSuccess);
  // the steps of the page's loads (only mounted queries refetch) and the inspections follow the drivers live
  useLiveJob(id, [loadStepsKeys.all, ['orders', 'inspections', id]]);
  const requests = useOrderRequests(id, order.data?.is_own_job === true);
  const canReport = requests.data?.can_report ?? false;
  usePageTitle(order.data ? t('job-page:title', { number: order.data.order_number }) : t('job-page:pageTitle'));
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);

  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.activeJobs} replace />;
  // spec §8: a 403 goes back to the jobs list
  if (order.error instanceof ApiError && order.error.status === 403) return <Navigate to={paths.activeJobs} replace />;
  if (order.error instanceof ApiError && order.error.status === 404) return <Navigate to={paths.notFound} replace />;
  if (order.isPending) return <LoadingScreen />;
  if (order.isError) {
    return (
      <Container size="xl" py="xl">
        <ListError onRetry={() => void order.refetch()} />
      </Container>
    );
  }
  if (!order.data.is_own_job) {
    // an open offer is read on the offers page; anything else of another company is not this carrier's
    const isOffer = order.data.status === OrderStatus.Active || order.data.status === OrderStatus.Delayed;
    return <Navigate to={isOffer ? paths.offer(order.data.id) : paths.activeJobs} replace />;
  }
  return (
    <Container size="xl" py="md">
      <JobDetailView
        order={order.data}
        offersPath={paths.offers}
        slots={{
          headerActions: (
            <Group gap="sm" wrap="wrap">
              <ReportIssueButton target={{ kind: 'order', id }} disabled={!canReport} />
              <RequestCancellationButton orderId={id} />
            </Group>
          ),
          carActions: (car) => <ReportIssueButton target={{ kind: 'car', id: car.id }} disabled={!canReport} size="xs" />,
          chat: <OrderLogSection orderId={id} />,
          loadSteps: (load) => (
            <Stack gap="sm">
              <LoadStepsPanel
                loadId={load.id}
                shouldChargeFee={order.data.should_charge_fee}
                readOnly={!running}
                onChanged={reloadJob}
              />
              {running && (
                <CrewInspections
                  load={load}
                  done={inspected}
                  onInspect={(car, kind) => setInspecting({ loadId: load.id, car, kind })}
                />
              )}
            </Stack>
          ),
        }}
      />
      <Modal
        opened={inspecting !== null}
        onClose={() => setInspecting(null)}
        size="lg"
        closeButtonProps={{ 'aria-label': t('driver:close') }}
        title={inspecting ? t(`driver:inspection.title.${inspecting.kind}`, { car: carLabel(inspecting.car) }) : ''}
      >
        {inspecting && (
          <Suspense fallback={<Skeleton height={480} radius="md" />}>
            <InspectionForm
              loadId={inspecting.loadId}
              carId={inspecting.car.id}
              kind={inspecting.kind}
              onDone={() => {
                setInspecting(null);
                reloadJob();
              }}
            />
          </Suspense>
        )}
      </Modal>
    </Container>
  );
};
