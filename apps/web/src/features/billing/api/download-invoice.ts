import type { InvoiceAudience } from '@routier/domain';
import { apiDownload, saveBlob } from '../../../lib/api-client';

/** GET /invoices/{list}/pdf/{id}: the invoice's PDF, saved under the name the server gives (the recipient's language). */
export const downloadInvoicePdf = async (audience: InvoiceAudience, id: number, invoiceNumber: string) => {
  const { blob, fileName } = await apiDownload(`/invoices/${audience}/pdf/${id}`, `${invoiceNumber}.pdf`);
  saveBlob(blob, fileName);
};
