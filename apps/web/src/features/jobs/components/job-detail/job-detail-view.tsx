import { Anchor, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CarDetail, CarrierOrderDetail, JobLoad } from '@routier/domain';
import { SheetContacts, SheetPlaces, SheetRouteMap } from '../../../../components/order-sheet';
import { OrderStatusBadge } from '../../../../components/status-badge';
import { JobLoadsSection } from '../loads/job-loads-section';
import { JobCars } from './job-cars';
import { JobFacts } from './job-facts';
import { JobFuelClaims } from './job-fuel-claims';
import { JobReleaseFiles } from './job-release-files';

export type JobDetailSlots = {
  /** beside the title: the cancel-order request button */
  headerActions?: React.ReactNode;
  /** after the cars: the chat with the admin */
  chat?: React.ReactNode;
  /** per car: the report-issue button */
  carActions?: (car: CarDetail) => React.ReactNode;
  /** per load: its progress steps with the next-step action (read-only steps without it) */
  loadSteps?: (load: JobLoad) => React.ReactNode;
};

/** Every section of an active job (spec §2 active job detail), in the order a dispatcher reads them. */
export const JobDetailView = ({
  order,
  offersPath,
  slots = {},
}: {
  order: CarrierOrderDetail;
  offersPath: string;
  slots?: JobDetailSlots;
}) => {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Anchor component={Link} to={offersPath} size="sm">
        ← {t('job-page:backToOffers')}
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('job-page:title', { number: order.order_number })}
          </Title>
          <Group gap="sm">
            <OrderStatusBadge status={order.status} />
          </Group>
        </Stack>
        {slots.headerActions}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SheetRouteMap
          order={order}
          title={(from, to) => t('job-page:mapTitle', { from, to })}
          carLabel={(number) => t('job-page:carOnTheRoad', { number })}
        />
        <SheetPlaces order={order} id="job-route" />
      </SimpleGrid>
      <JobFacts order={order} />
      <SheetContacts contacts={order.contact_details} id="job-contacts" />
      <JobLoadsSection order={order} loadSteps={slots.loadSteps} />
      <JobCars order={order} carActions={slots.carActions} />
      <JobReleaseFiles order={order} />
      <JobFuelClaims orderId={order.id} />
      {slots.chat}
    </Stack>
  );
};
