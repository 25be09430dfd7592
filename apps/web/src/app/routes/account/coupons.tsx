import { Role } from '@routier/domain';
import { AccountShell } from '../../../components/account-shell';
import { CouponsTabs } from '../../../features/coupons/components/coupons-tabs';
import { useCurrentUser } from '../../../lib/session';

export const CouponsPage = () => {
  const user = useCurrentUser();
  return (
    <AccountShell namespace="account" title="account:coupons.title" intro="account:coupons.intro" size="lg">
      <CouponsTabs canSubscribe={user.role === Role.Dealer || user.role === Role.SubDealer} />
    </AccountShell>
  );
};
