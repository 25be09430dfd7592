import { Badge } from '@mantine/core';
import type { AccountStatus } from '@routier/domain';
import { useTranslation } from 'react-i18next';

const COLORS: Record<AccountStatus, string> = { pending: 'yellow', active: 'green', deactivated: 'gray', rejected: 'red' };

/** Pending, Active, Deactivated or Rejected. */
export const AccountStatusBadge = ({ status }: { status: AccountStatus }) => {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" style={{ textTransform: 'none' }}>
      {t(`admin:accountStatus.${status}`)}
    </Badge>
  );
};
