import { lazy, Suspense, useState } from 'react';
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { jobTakesLoadChanges, unassignedCarIds, type CarrierOrderDetail, type JobLoad } from '@routier/domain';
import { ListError } from '../../../../components/data-table/list-error';
import { useJobLoads } from '../../api/job-loads';
import { SheetSection } from '../../../../components/order-sheet';
import { carChoiceLabel } from './car-choice';
import { LoadCard } from './load-card';

// The form (address search, react-hook-form) loads when it is opened, not with the page.
const LoadBuilder = lazy(() => import('./load-builder'));

type Builder = { mode: 'create' } | { mode: 'edit'; load: JobLoad } | null;

/** The job's loads with the builder that assigns drivers and vehicles to its cars. */
export const JobLoadsSection = ({
  order,
  loadSteps,
}: {
  order: CarrierOrderDetail;
  loadSteps?: (load: JobLoad) => React.ReactNode;
}) => {
  const { t } = useTranslation();
  const loads = useJobLoads(order.id);
  const [builder, setBuilder] = useState<Builder>(null);
  const list = loads.data ?? [];
  const free = unassignedCarIds(
    order.cars.map((c) => c.id),
    list.map((l) => ({ status: l.status, car_ids: l.cars.map((c) => c.id) })),
  );
  const freeCars = order.cars.filter((c) => free.includes(c.id));
  const open = jobTakesLoadChanges(order.status) && order.shipping_method !== null;
  return (
    <SheetSection
      title={t('job-page:loads.title')}
      id="job-loads"
      action={
        open && (
          <Button
            size="sm"
            mih={40}
            onClick={() => setBuilder({ mode: 'create' })}
            disabled={loads.isPending || freeCars.length === 0 || builder?.mode === 'create'}
          >
            {t('job-page:loads.assign')}
          </Button>
        )
      }
    >
      <Stack gap="sm">
        {loads.isPending ? (
          <Skeleton height={120} radius="md" />
        ) : loads.isError ? (
          <ListError onRetry={() => void loads.refetch()} />
        ) : (
          <>
            <Text size="sm" c={freeCars.length && open ? undefined : 'dimmed'} fw={freeCars.length && open ? 600 : undefined}>
              {!open
                ? t('job-page:loads.jobClosed')
                : freeCars.length
                  ? t('job-page:loads.unassigned', { count: freeCars.length })
                  : t('job-page:loads.allAssigned')}
            </Text>
            {builder && (
              <Suspense fallback={<Skeleton height={240} radius="md" />}>
                <LoadBuilder
                  key={builder.mode === 'edit' ? builder.load.id : 'new'}
                  order={order}
                  freeCars={freeCars}
                  load={builder.mode === 'edit' ? builder.load : undefined}
                  carLabel={carChoiceLabel}
                  onClose={() => setBuilder(null)}
                />
              </Suspense>
            )}
            {list.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('job-page:loads.empty')}
              </Text>
            ) : (
              list.map((load) => (
                <LoadCard
                  key={load.id}
                  load={load}
                  order={order}
                  freeCars={freeCars}
                  steps={loadSteps?.(load)}
                  onEdit={(l) => setBuilder({ mode: 'edit', load: l })}
                />
              ))
            )}
          </>
        )}
      </Stack>
    </SheetSection>
  );
};
