import type { InvoiceAudience } from '@routier/domain';
import { apiDownload, saveBlob } from '../../../lib/api-client';

/** GET /admin/invoices/export.csv: one list's invoices issued in a period, saved as the server names it. */
export const exportInvoicesCsv = async (kind: InvoiceAudience, from: string, to: string) => {
  const query = new URLSearchParams({ from, to, kind });
  const { blob, fileName } = await apiDownload(`/admin/invoices/export.csv?${query}`, `invoices-${kind}-${from}-${to}.csv`);
  saveBlob(blob, fileName);
};
