import { lazy, Suspense } from 'react';
import { Anchor, Container, Group, Skeleton } from '@mantine/core';
import { TaskStatus } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { ListError } from '../../../components/data-table/list-error';
import { LoadingScreen } from '../../../components/layouts/loading-screen';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAssignedLoad } from '../../../features/loads/api/get-assigned-load';
import { DriverLoadView } from '../../../features/loads/components/driver-load-view';
import { ReportIssueButton } from '../../../features/order-requests/components/report-issue-button';

// The form (photos, diagram, signature, number inputs and validation) loads when an inspection starts.
const InspectionForm = lazy(() =>
  import('../../../features/inspections/components/inspection-form').then((m) => ({ default: m.InspectionForm })),
);

/** /loads/:id: one load on the driver's phone, with its inspections (composed from the inspections feature). */
export const DriverLoadPage = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const load = useAssignedLoad(id);
  usePageTitle(load.data ? t('driver:load.title', { number: load.data.order_number }) : t('driver:load.pageTitle'));

  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.loads} replace />;
  if (load.error instanceof ApiError && [403, 404].includes(load.error.status)) return <Navigate to={paths.loads} replace />;
  if (load.isPending) return <LoadingScreen />;
  return (
    <Container size="md" py="md" px="xs">
      <Anchor component={Link} to={paths.loads} size="sm" mb="sm" display="inline-block" py={10}>
        ← {t('driver:load.back')}
      </Anchor>
      {load.isError ? (
        <ListError onRetry={() => void load.refetch()} />
      ) : (
        <>
          <DriverLoadView
            load={load.data}
            onChanged={() => void load.refetch()}
            renderInspection={({ car, kind, onDone }) => (
              <Suspense fallback={<Skeleton height={480} radius="md" />}>
                <InspectionForm loadId={load.data.id} carId={car.id} kind={kind} onDone={onDone} />
              </Suspense>
            )}
          />
          {/* a delay, a car pickup problem or another reason, on a load he runs */}
          <Group mt="lg">
            <ReportIssueButton target={{ kind: 'load', id: load.data.id }} disabled={load.data.status !== TaskStatus.Accepted} />
          </Group>
        </>
      )}
    </Container>
  );
};
