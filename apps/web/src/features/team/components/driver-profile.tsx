import { lazy, Suspense, useState } from 'react';
import { Alert, Avatar, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TeamDriver } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { MemberStatusBadge } from './member-status-badge';
import { DriverLicense } from './driver-license';
import { driverName } from './driver-name';

// Opened on demand: the form's code is not part of the page's first download.
const DriverEditForm = lazy(() => import('./driver-edit-form').then((m) => ({ default: m.DriverEditForm })));

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Stack gap={2} component="div">
    <Text size="sm" c="dimmed" component="dt">
      {label}
    </Text>
    <Text size="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  </Stack>
);

/** A driver's page: avatar, contact, names, plate, role, status, license and load counts; Edit opens the form. */
export const DriverProfile = ({ driver, canManage }: { driver: TeamDriver; canManage: boolean }) => {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const name = driverName(driver, t('team:drivers.noName'));
  const deleted = driver.deleted_at !== null;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar src={driver.profile_image?.thumbnail_url} size={72} radius="xl" color="routier" alt="">
            {name.charAt(0).toUpperCase()}
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Group gap="xs">
              <MemberStatusBadge status={driver.status_name} deleted={deleted} />
              <Text size="sm" c="dimmed">
                {t(`team:driver.roles.${driver.role}`, { defaultValue: '' })}
              </Text>
            </Group>
          </Stack>
        </Group>
        {!editing && !deleted && (
          <Button variant="light" onClick={() => setEditing(true)} disabled={!canManage}>
            {t('team:driver.edit')}
          </Button>
        )}
      </Group>
      {deleted && (
        <Alert color="gray" variant="light">
          {t('team:driver.deletedNotice')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 2 }} spacing="md">
        <Paper withBorder p="md" radius="md">
          <Text size="sm" c="dimmed">
            {t('team:driver.activeOrders')}
          </Text>
          <Text size="xl" fw={700} data-testid="active-orders">
            {driver.active_loads}
          </Text>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Text size="sm" c="dimmed">
            {t('team:driver.completedOrders')}
          </Text>
          <Text size="xl" fw={700} data-testid="completed-orders">
            {driver.completed_loads}
          </Text>
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('team:driver.details')}
          </Title>
          {editing ? (
            <Suspense fallback={<Loader size="sm" />}>
              <DriverEditForm driver={driver} onDone={() => setEditing(false)} />
            </Suspense>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
              <Fact label={t('team:driver.email')}>{driver.email}</Fact>
              <Fact label={t('team:driver.phone')}>{driver.phone ?? '—'}</Fact>
              <Fact label={t('team:driver.firstName')}>{driver.first_name ?? '—'}</Fact>
              <Fact label={t('team:driver.lastName')}>{driver.last_name ?? '—'}</Fact>
              <Fact label={t('team:driver.dealerPlate')}>{driver.dealer_plate_number ?? '—'}</Fact>
              <Fact label={t('team:driver.role')}>{t(`team:driver.roles.${driver.role}`, { defaultValue: '' })}</Fact>
            </SimpleGrid>
          )}
          <DriverLicense driver={driver} name={name} editing={editing} />
        </Stack>
      </Paper>
    </Stack>
  );
};
