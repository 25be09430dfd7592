import { Button, Paper, SimpleGrid, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { JOB_STATISTICS_KEYS } from '@routier/domain';
import { useFormatters } from '../../../components/data-table/use-formatters';
import { useJobStatistics } from '../api/get-job-statistics';
import { useStatisticsToggle } from '../hooks/use-statistics-toggle';

/** The transport company's statistics cards above its active jobs, behind a show/hide switch. */
export const JobStatisticsPanel = () => {
  const { t } = useTranslation();
  const f = useFormatters();
  const [shown, setShown] = useStatisticsToggle();
  const stats = useJobStatistics(shown);
  return (
    <Stack gap="sm">
      <Switch
        checked={shown}
        onChange={(e) => setShown(e.currentTarget.checked)}
        label={t('jobs:statistics.toggle')}
        styles={{ track: { cursor: 'pointer' } }}
      />
      {shown &&
        (stats.isError && !stats.data ? (
          <Paper withBorder p="sm" role="alert">
            <Text size="sm" c="dimmed">
              {t('jobs:statistics.error')}{' '}
              <Button size="compact-sm" variant="light" onClick={() => void stats.refetch()}>
                {t('table:retry')}
              </Button>
            </Text>
          </Paper>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {JOB_STATISTICS_KEYS.map((key) => (
              <Paper key={key} withBorder radius="md" p="sm" component="li">
                <Text size="xs" c="dimmed" fw={600}>
                  {t(`jobs:statistics.${key}`)}
                </Text>
                {stats.data ? (
                  <Text size="xl" fw={700}>
                    {f.number(stats.data[key])}
                  </Text>
                ) : (
                  <Skeleton height={28} mt={4} width={48} />
                )}
              </Paper>
            ))}
          </SimpleGrid>
        ))}
    </Stack>
  );
};
