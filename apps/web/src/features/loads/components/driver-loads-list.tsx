import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LoadProgress as LoadProgressStep } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { ListError, ListPagination, useErrorNotification, useListSearchParams } from '../../../components/data-table';
import { useDriverLoads } from '../api/get-driver-loads';
import { DriverLoadCard } from './driver-load-card';

const DEFAULTS = { page: 1 };

/** The driver's loads as cards, one column on phones. */
export const DriverLoadsList = () => {
  const { t } = useTranslation();
  const { params, setParams } = useListSearchParams(DEFAULTS);
  const query = useDriverLoads(params.page);
  useErrorNotification(query.error);

  if (query.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Card key={i} withBorder radius="md" data-testid="skeleton-card">
            <Skeleton height={16} width="40%" mb="sm" />
            <Skeleton height={10} mb="sm" />
            <Skeleton height={12} width="70%" mb="xs" />
            <Skeleton height={12} width="50%" />
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  if (query.isError) return <ListError onRetry={() => void query.refetch()} />;
  if (query.data.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="loads-empty">
        {t('loads:empty')}
      </Text>
    );
  }
  const loads = query.data.data;
  const active = loads.filter((l) => l.progress < LoadProgressStep.OrderCompleted);
  const finished = loads.filter((l) => l.progress >= LoadProgressStep.OrderCompleted);
  return (
    <Stack gap="md">
      {active.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {active.map((load) => (
            <DriverLoadCard key={load.id} load={load} />
          ))}
        </SimpleGrid>
      )}
      {finished.length > 0 && (
        <>
          <Title order={2} size="h4" mt="md">
            {t('loads:finished')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {finished.map((load) => (
              <DriverLoadCard key={load.id} load={load} />
            ))}
          </SimpleGrid>
        </>
      )}
      <ListPagination meta={query.data.meta} onPageChange={(page) => setParams({ page })} />
    </Stack>
  );
};
