import type { InvoiceAudience } from '@routier/domain';
import { useInvoicesParams } from '../hooks/use-invoices-params';
import { InvoicesList } from './invoices-list';

/** The caller's own list (a dealer's or private user's invoices, a transport company's billing). */
export const MyInvoices = ({ audience }: { audience: InvoiceAudience }) => {
  const { params, setParams, resetParams } = useInvoicesParams();
  return <InvoicesList audience={audience} params={params} onChange={setParams} onReset={() => resetParams()} />;
};
