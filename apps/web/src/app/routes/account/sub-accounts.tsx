import { subAccountKindOf } from '@routier/domain';
import { Navigate } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { SubAccountsList } from '../../../features/sub-accounts/components/sub-accounts-list';
import { useCurrentUser } from '../../../lib/session';
import { useNamespace } from '../../../lib/use-namespace';

/** /my-account/sub-accounts (carrier-and-account side §2): a dealer's sub-accounts, a transport company's dispatchers. */
export const SubAccountsPage = () => {
  const ready = useNamespace('sub-accounts');
  const user = useCurrentUser();
  const kind = subAccountKindOf(user.role);
  if (!kind) return <Navigate to={paths.home} replace />;
  return (
    <PageShell
      ready={ready}
      title={`sub-accounts:title.${kind}`}
      loadingTitle={kind === 'dispatchers' ? 'common:nav.dispatchers' : 'common:nav.subAccounts'}
    >
      <SubAccountsList kind={kind} businessFilled={user.business_details?.is_filled ?? false} />
    </PageShell>
  );
};
