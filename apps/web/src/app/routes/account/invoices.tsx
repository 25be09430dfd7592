import { Role } from '@routier/domain';
import { PageShell } from '../../../components/page-shell';
import { MyInvoices } from '../../../features/billing/components/my-invoices';
import { useCurrentUser } from '../../../lib/session';

/** /my-account/invoices: a dealer's (his business's) or a private user's invoices. */
export const InvoicesPage = () => {
  const user = useCurrentUser();
  return (
    <PageShell title="billing:invoices.title" intro="billing:invoices.intro">
      <MyInvoices audience={user.role === Role.PrivateUser ? 'individuals' : 'dealers'} />
    </PageShell>
  );
};
