import { AccountShell } from '../../../components/account-shell';
import { BusinessDetailsView } from '../../../features/accounts/components/business-details-view';
import { useCurrentUser } from '../../../lib/session';

export const BusinessDetailsPage = () => {
  const user = useCurrentUser();
  return (
    <AccountShell
      namespace="accounts"
      title="accounts:business.title"
      loadingTitle="common:nav.businessDetails"
      intro="accounts:business.intro"
    >
      <BusinessDetailsView user={user} />
    </AccountShell>
  );
};
