import { AccountShell } from '../../../components/account-shell';
import { MyInvoices } from '../../../features/billing/components/my-invoices';

/** /my-account/billing: a transport company's statements, one per completed job. */
export const BillingPage = () => (
  <AccountShell namespace="billing" title="billing:billing.title" intro="billing:billing.intro" size="xl">
    <MyInvoices audience="transport-companies" />
  </AccountShell>
);
