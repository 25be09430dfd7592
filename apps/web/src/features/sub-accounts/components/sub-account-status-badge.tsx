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

/** A sub-account's status (active, invite sent, inactive), or "removed". */
export const SubAccountStatusBadge = ({ status, deleted }: { status: MemberStatus; deleted: boolean }) => {
  const { t } = useTranslation();
  const key = deleted ? 'deleted' : status;
  return (
    <Badge color={COLORS[key]} variant="light" style={NO_CAPS}>
      {t(`sub-accounts:status.${key}`)}
    </Badge>
  );
};
