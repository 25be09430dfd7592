import { useEffect } from 'react';
import { Divider, Skeleton, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OrderStatus, type OrderDetail } from '@routier/domain';
import { ListError } from '../../../../components/data-table/list-error';
import { useNamespace } from '../../../../lib/use-namespace';
import { orderKeys } from '../../api/get-order';
import { useOrderInspections } from '../../api/get-order-inspections';
import { InspectionCompare } from './inspection-compare';
import { SheetSection } from '../../../../components/order-sheet';
import { OrderTasks } from './order-tasks';

const TRACKED: readonly number[] = [
  OrderStatus.Active,
  OrderStatus.InProgress,
  OrderStatus.Delayed,
  OrderStatus.Completed,
  OrderStatus.CompletedConfirmed,
];
const LIVE: readonly number[] = [OrderStatus.InProgress, OrderStatus.Delayed];
/** how often an order on the road reloads: its cars' positions on the map and its status */
const LIVE_REFRESH_MS = 60_000;

/** The task table and the inspection documents of a booked order; an order on the road refreshes itself. */
export const OrderTracking = ({ order }: { order: OrderDetail }) => {
  const ready = useNamespace('tracking');
  if (!TRACKED.includes(order.status)) return null;
  return ready ? <Tracking order={order} /> : <Skeleton height={160} radius="md" />;
};

const Tracking = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation();
  const live = LIVE.includes(order.status);
  const query = useOrderInspections(order.id, live);
  const client = useQueryClient();
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => void client.invalidateQueries({ queryKey: orderKeys.detail(order.id) }), LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [live, client, order.id]);

  if (query.isPending) return <Skeleton height={160} radius="md" />;
  if (query.isError)
    return (
      <SheetSection title={t('tracking:task.title')} id="order-tasks">
        <ListError onRetry={() => void query.refetch()} />
      </SheetSection>
    );
  const inspected = query.data.data.filter((c) => c.pickup || c.delivery);
  return (
    <>
      <OrderTasks cars={query.data.data} />
      {inspected.length > 0 && (
        <SheetSection title={t('tracking:inspection.title')} id="order-inspections">
          <Stack gap="md">
            {inspected.map((car, i) => (
              <Stack key={car.car_id} gap="md">
                {i > 0 && <Divider />}
                <InspectionCompare car={car} />
              </Stack>
            ))}
          </Stack>
        </SheetSection>
      )}
    </>
  );
};
