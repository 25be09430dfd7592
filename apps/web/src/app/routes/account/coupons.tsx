import { Role } from '@routier/domain';
import { PageShell } from '../../../components/page-shell';
import { CouponsTabs } from '../../../features/coupons/components/coupons-tabs';
import { useCurrentUser } from '../../../lib/session';

export const CouponsPage = () => {
  const user = useCurrentUser();
  return (
    <PageShell size="lg" title="account:coupons.title" intro="account:coupons.intro">
      <CouponsTabs canSubscribe={user.role === Role.Dealer || user.role === Role.SubDealer} />
    </PageShell>
  );
};
