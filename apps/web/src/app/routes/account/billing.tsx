import { PageShell } from '../../../components/page-shell';
import { MyInvoices } from '../../../features/billing/components/my-invoices';

/** /my-account/billing: a transport company's statements, one per completed job. */
export const BillingPage = () => (
  <PageShell title="billing:billing.title" intro="billing:billing.intro">
    <MyInvoices audience="transport-companies" />
  </PageShell>
);
