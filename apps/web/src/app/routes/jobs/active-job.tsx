import { useEffect } from 'react';
import { Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { isOrderRunning, OrderStatus } from '@routier/domain';
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
import { LoadStepsPanel } from '../../../features/loads/components/load-steps-panel';
import { OrderLogSection } from '../../../features/order-log/components/order-log-section';
import { useOrderRequests } from '../../../features/order-requests/api/order-requests';
import { ReportIssueButton } from '../../../features/order-requests/components/report-issue-button';
import { RequestCancellationButton } from '../../../features/order-requests/components/request-cancellation-button';
import { useMarkOrderReadOnOpen } from '../../../features/notifications/hooks/use-mark-order-read';

/** /active-jobs/:id: a job the carrier's company holds (spec carrier §2, active job detail). */
export const ActiveJobPage = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const order = useCarrierOrder(id);
  // opening the job reads its notifications (decision 033)
  useMarkOrderReadOnOpen(id, order.isSuccess);
  useLiveJob(id);
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
            <LoadStepsPanel
              loadId={load.id}
              shouldChargeFee={order.data.should_charge_fee}
              readOnly={!isOrderRunning(order.data.status)}
              onChanged={() =>
                void Promise.all([
                  queryClient.invalidateQueries({ queryKey: jobLoadsKeys.list(id) }),
                  queryClient.invalidateQueries({ queryKey: carrierOrderKeys.detail(id) }),
                ])
              }
            />
          ),
        }}
      />
    </Container>
  );
};
