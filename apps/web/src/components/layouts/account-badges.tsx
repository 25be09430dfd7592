import { Badge, Tooltip, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { businessToday, insuranceStatus, Role, type CurrentUser } from '@routier/domain';
import { useIsBelow } from '../data-table/use-is-phone';

/** A header badge never shrinks into "Assur…": it keeps its whole (short on a phone) text. */
const WHOLE = { minWidth: 'max-content' } as const;

/**
 * Dealers: the active discount while it lasts. Transport companies: insurance days left or expired. Below the
 * widest screens (where the header also holds the main links) the text is short ("−10 %", "45 days") and the full
 * sentence is the badge's accessible name and tooltip.
 */
export const AccountBadges = ({ user, now = new Date() }: { user: CurrentUser; now?: Date }) => {
  const { t } = useTranslation();
  const compact = useIsBelow('xl');
  const badge = (color: string, testId: string, full: string, short: string) => {
    if (!compact) {
      return (
        <Badge color={color} variant="light" data-testid={testId} style={WHOLE}>
          {full}
        </Badge>
      );
    }
    return (
      <Tooltip label={full} events={{ hover: true, focus: true, touch: true }}>
        <Badge color={color} variant="light" data-testid={testId} style={WHOLE}>
          <span aria-hidden>{short}</span>
          <VisuallyHidden>{full}</VisuallyHidden>
        </Badge>
      </Tooltip>
    );
  };
  if (user.role === Role.Dealer) {
    const active = user.discount.find((d) => new Date(d.expiry_date) > now);
    if (!active) return null;
    const values = { percent: active.percent };
    return badge('green', 'discount-badge', t('common:badges.discount', values), t('common:badges.discountShort', values));
  }
  if (user.role === Role.TransportCompany && user.business_details?.expiry_date) {
    // counted in days of the business's time zone, as the API and the insurance page count them
    const status = insuranceStatus(user.business_details.expiry_date.slice(0, 10), businessToday(now));
    const daysLeft = status.state === 'valid' ? status.days_left : -1;
    if (daysLeft < 0) {
      return (
        <Tooltip
          label={t('common:badges.insuranceExpiredHint')}
          multiline
          w={260}
          events={{ hover: true, focus: true, touch: true }}
        >
          <Badge color="red" variant="light" data-testid="insurance-badge" style={WHOLE}>
            {compact ? t('common:badges.insuranceExpiredShort') : t('common:badges.insuranceExpired')}
          </Badge>
        </Tooltip>
      );
    }
    const values = { count: daysLeft };
    return badge(
      daysLeft <= 30 ? 'orange' : 'gray',
      'insurance-badge',
      t('common:badges.insuranceDaysLeft', values),
      t('common:badges.insuranceDaysShort', values),
    );
  }
  return null;
};
