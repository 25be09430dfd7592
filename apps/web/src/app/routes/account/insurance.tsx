import { AccountShell } from '../../../components/account-shell';
import { InsuranceView } from '../../../features/accounts/components/insurance-view';
import { useCurrentUser } from '../../../lib/session';

export const InsurancePage = () => {
  const user = useCurrentUser();
  return (
    <AccountShell
      namespace="accounts"
      title="accounts:insurance.title"
      loadingTitle="common:nav.insurance"
      intro="accounts:insurance.intro"
    >
      <InsuranceView user={user} />
    </AccountShell>
  );
};
