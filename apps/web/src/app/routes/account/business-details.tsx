import { PageShell } from '../../../components/page-shell';
import { BusinessDetailsView } from '../../../features/accounts/components/business-details-view';
import { useCurrentUser } from '../../../lib/session';
import { useNamespace } from '../../../lib/use-namespace';

export const BusinessDetailsPage = () => {
  const ready = useNamespace('accounts');
  const user = useCurrentUser();
  return (
    <PageShell
      size="md"
      ready={ready}
      title="accounts:business.title"
      loadingTitle="common:nav.businessDetails"
      intro="accounts:business.intro"
    >
      <BusinessDetailsView user={user} />
    </PageShell>
  );
};
