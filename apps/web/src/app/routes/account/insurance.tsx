import { PageShell } from '../../../components/page-shell';
import { InsuranceView } from '../../../features/accounts/components/insurance-view';
import { useCurrentUser } from '../../../lib/session';
import { useNamespace } from '../../../lib/use-namespace';

export const InsurancePage = () => {
  const ready = useNamespace('accounts');
  const user = useCurrentUser();
  return (
    <PageShell
      size="md"
      ready={ready}
      title="accounts:insurance.title"
      loadingTitle="common:nav.insurance"
      intro="accounts:insurance.intro"
    >
      <InsuranceView user={user} />
    </PageShell>
  );
};
