import { Container, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { paths } from '../../../config/paths';
import { DriversList } from '../../../features/team/components/drivers-list';
import { VehiclesList } from '../../../features/team/components/vehicles-list';
import { useCurrentUser } from '../../../lib/session';
import { useNamespace } from '../../../lib/use-namespace';

const TYPES = ['drivers', 'vehicles'] as const;
type TeamType = (typeof TYPES)[number];

/** /team/drivers and /team/vehicles (carrier side §2 Team): tabs; the add buttons work for active users only. */
export const TeamPage = () => {
  const { t } = useTranslation();
  const ready = useNamespace('team');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const type = useParams().type as TeamType | undefined;
  usePageTitle(ready && type ? `${t(`team:tabs.${type}`)} · ${t('team:title')}` : t('common:nav.team'));
  if (!type || !TYPES.includes(type)) return <Navigate to={paths.teamDrivers} replace />;
  if (!ready) return null;
  return (
    <Container size="xl" py="md">
      <Title order={1} size="h2" mb="md">
        {t('team:title')}
      </Title>
      <Tabs
        value={type}
        onChange={(value) => value && navigate(value === 'vehicles' ? paths.teamVehicles : paths.teamDrivers)}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('team:tabs.label')} mb="md">
          {TYPES.map((tab) => (
            <Tabs.Tab key={tab} value={tab} mih={44}>
              {t(`team:tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="drivers">
          <DriversList canManage={user.active} />
        </Tabs.Panel>
        <Tabs.Panel value="vehicles">
          <VehiclesList canManage={user.active} />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
};
