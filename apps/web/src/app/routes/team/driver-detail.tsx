import { Anchor, Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { ListError } from '../../../components/data-table/list-error';
import { LoadingScreen } from '../../../components/layouts/loading-screen';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { paths } from '../../../config/paths';
import { useDriver } from '../../../features/team/api/get-driver';
import { DriverProfile } from '../../../features/team/components/driver-profile';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session';
import { useNamespace } from '../../../lib/use-namespace';

/** /team/drivers/:id: one driver of the company (carrier side §2 Driver detail). */
export const DriverDetailPage = () => {
  const { t } = useTranslation();
  const ready = useNamespace('team');
  const user = useCurrentUser();
  const id = Number(useParams().id);
  const driver = useDriver(id);
  const name = driver.data?.full_name || driver.data?.email;
  usePageTitle(ready ? (name ? `${name} · ${t('team:tabs.drivers')}` : t('team:driver.details')) : t('common:nav.team'));

  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.teamDrivers} replace />;
  if (!ready || driver.isPending) return <LoadingScreen />;
  const back = (
    <Anchor component={Link} to={paths.teamDrivers} size="sm">
      ← {t('team:driver.back')}
    </Anchor>
  );
  if (driver.isError) {
    const missing = driver.error instanceof ApiError && [403, 404].includes(driver.error.status);
    return (
      <Container size="md" py="xl">
        <Stack gap="md">
          {back}
          {missing ? <Text role="alert">{t('team:driver.notFound')}</Text> : <ListError onRetry={() => void driver.refetch()} />}
        </Stack>
      </Container>
    );
  }
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        {back}
        <DriverProfile driver={driver.data} canManage={user.active} />
      </Stack>
    </Container>
  );
};
