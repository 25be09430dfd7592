import { Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ListError } from '../../../components/data-table/list-error';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { OrderLogSection } from '../../../features/order-log/components/order-log-section';
import { useCarrierOrder } from '../../../features/order-requests/api/get-carrier-order';
import { useOrderRequests } from '../../../features/order-requests/api/order-requests';
import { ReportIssueButton } from '../../../features/order-requests/components/report-issue-button';
import { RequestCancellationButton } from '../../../features/order-requests/components/request-cancellation-button';

/**
 * /active-jobs/:id/requests: the carrier's reports, cancellation request and chat with the admin on a job it
 * holds. These components move onto the job page (/active-jobs/:id); this page hosts them meanwhile.
 */
export const JobRequestsPage = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const order = useCarrierOrder(id);
  const state = useOrderRequests(id, order.isSuccess);
  usePageTitle(
    order.data ? t('order-requests:job.title', { number: order.data.order_number }) : t('order-requests:job.pageTitle'),
  );

  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.activeJobs} replace />;
  if (order.error instanceof ApiError && order.error.status === 403) return <Navigate to={paths.activeJobs} replace />;
  if (order.isPending) return <Loader m="xl" aria-label={t('common:loading')} />;
  if (order.isError)
    return (
      <Container py="xl">
        <ListError onRetry={() => void order.refetch()} />
      </Container>
    );
  const job = order.data;
  const canReport = state.data?.can_report ?? false;
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('order-requests:job.title', { number: job.order_number })}
        </Title>
        <Group gap="sm" wrap="wrap" align="flex-start">
          <ReportIssueButton target={{ kind: 'order', id: job.id }} disabled={!canReport} />
          <RequestCancellationButton orderId={job.id} />
        </Group>
        <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="job-cars">
          <Title order={2} size="h4" mb="sm" id="job-cars">
            {t('order-requests:job.cars')}
          </Title>
          <Stack gap="xs">
            {job.cars.map((car) => (
              <Group key={car.id} justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm">{[car.year, car.make, car.model].filter(Boolean).join(' ') || car.vin}</Text>
                <ReportIssueButton target={{ kind: 'car', id: car.id }} disabled={!canReport} size="xs" />
              </Group>
            ))}
          </Stack>
        </Paper>
        <OrderLogSection orderId={job.id} />
      </Stack>
    </Container>
  );
};
