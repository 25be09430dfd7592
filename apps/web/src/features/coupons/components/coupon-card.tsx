import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { couponExpiry, type CouponRow, type CouponState } from '@routier/domain';
import { useFormatters } from '../../../components/data-table';
import { paths } from '../../../config/paths';

const STATE_COLOR: Record<CouponState, string> = { available: 'green', used: 'gray', expired: 'red' };

/** One coupon: its amount, its state and when it expires (or on which order it was used). */
export const CouponCard = ({ coupon, state, now }: { coupon: CouponRow; state: CouponState; now: Date }) => {
  const { t } = useTranslation('account');
  const f = useFormatters();
  const expiry = couponExpiry(coupon.expires_at, now);
  return (
    <Card withBorder radius="md" data-testid="coupon-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} size="xl">
            {t('coupons.amountOff', { amount: f.money(coupon.amount) })}
          </Text>
          <Badge color={STATE_COLOR[state]} variant="light">
            {t(`coupons.state.${state}`)}
          </Badge>
        </Group>
        {state === 'used' ? (
          <Text size="sm" c="dimmed">
            {t('coupons.usedOn', { date: f.date(coupon.used_at) })}{' '}
            {coupon.order_id !== null && coupon.order_number && (
              <Link to={paths.orderDetails(coupon.order_id)}>#{coupon.order_number}</Link>
            )}
          </Text>
        ) : (
          <Text size="sm" c={expiry.kind === 'expired' ? 'red' : 'dimmed'}>
            {expiry.kind === 'hours' ? t('coupons.expiresInHours', { count: expiry.hours }) : t(`coupons.expiry.${expiry.kind}`)}
          </Text>
        )}
      </Stack>
    </Card>
  );
};
