import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Role, type CurrentUser } from '@routier/domain';

const DAY_MS = 86_400_000;

/** Dealers: the active discount while it lasts. Transport companies: insurance days left or expired. */
export const AccountBadges = ({ user, now = new Date() }: { user: CurrentUser; now?: Date }) => {
  const { t } = useTranslation();
  if (user.role === Role.Dealer) {
    const active = user.discount.find((d) => new Date(d.expiry_date) > now);
    if (!active) return null;
    return (
      <Badge color="green" variant="light" data-testid="discount-badge">
        {t('common:badges.discount', { percent: active.percent })}
      </Badge>
    );
  }
  if (user.role === Role.TransportCompany && user.business_details?.expiry_date) {
    const daysLeft = Math.ceil((new Date(user.business_details.expiry_date).getTime() - now.getTime()) / DAY_MS);
    if (daysLeft < 0) {
      return (
        <Tooltip label={t('common:badges.insuranceExpiredHint')} multiline w={260}>
          <Badge color="red" variant="light" data-testid="insurance-badge">
            {t('common:badges.insuranceExpired')}
          </Badge>
        </Tooltip>
      );
    }
    return (
      <Badge color={daysLeft <= 30 ? 'orange' : 'gray'} variant="light" data-testid="insurance-badge">
        {t('common:badges.insuranceDaysLeft', { count: daysLeft })}
      </Badge>
    );
  }
  return null;
};
