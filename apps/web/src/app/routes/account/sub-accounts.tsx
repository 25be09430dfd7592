import { subAccountKindOf } from '@routier/domain';
import { Navigate } from 'react-router';
import { AccountShell } from '../../../components/account-shell';
import { paths } from '../../../config/paths';
import { SubAccountsList } from '../../../features/sub-accounts/components/sub-accounts-list';
import { useCurrentUser } from '../../../lib/session';

/** /my-account/sub-accounts (carrier-and-account side §2): a dealer's sub-accounts, a transport company's dispatchers. */
export const SubAccountsPage = () => {
  const user = useCurrentUser();
  const kind = subAccountKindOf(user.role);
  if (!kind) return <Navigate to={paths.home} replace />;
  return (
    <AccountShell
      namespace="sub-accounts"
      title={`sub-accounts:title.${kind}`}
      loadingTitle={kind === 'dispatchers' ? 'common:nav.dispatchers' : 'common:nav.subAccounts'}
      size="xl"
    >
      <SubAccountsList kind={kind} businessFilled={user.business_details?.is_filled ?? false} />
    </AccountShell>
  );
};
