import { Badge } from '@mantine/core';
import type { MemberStatus } from '@routier/domain';
import { useTranslation } from 'react-i18next';

const COLORS: Record<MemberStatus | 'deleted', string> = {
  active: 'green',
  email_sent: 'blue',
  inactive: 'gray',
  deleted: 'red',
};

/** whole words, never cut ("Invitation envoyée") */
const NO_CAPS = { textTransform: 'none', minWidth: 'max-content' } as const;

/** A driver's status (active, invite sent, inactive), or "deleted". */
export const MemberStatusBadge = ({ status, deleted }: { status: MemberStatus; deleted: boolean }) => {
  const { t } = useTranslation();
  const key = deleted ? 'deleted' : status;
  return (
    <Badge color={COLORS[key]} variant="light" style={NO_CAPS}>
      {t(`team:status.${key}`)}
    </Badge>
  );
};

/** A vehicle's state: active, inactive or removed. */
export const VehicleStatusBadge = ({ active, removed }: { active: boolean; removed: boolean }) => {
  const { t } = useTranslation();
  if (removed)
    return (
      <Badge color="red" variant="light" style={NO_CAPS}>
        {t('team:vehicles.removed')}
      </Badge>
    );
  return (
    <Badge color={active ? 'green' : 'gray'} variant="light" style={NO_CAPS}>
      {t(active ? 'team:status.active' : 'team:status.inactive')}
    </Badge>
  );
};
