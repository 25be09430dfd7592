import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceAudience, InvoiceListRow } from '@routier/domain';
import { notifyError } from '../../../components/data-table';
import { downloadInvoicePdf } from '../api/download-invoice';

/** Downloads one invoice's PDF with the bearer token (a plain link would not carry it). */
export const InvoicePdfButton = ({ audience, invoice }: { audience: InvoiceAudience; invoice: InvoiceListRow }) => {
  const { t } = useTranslation('billing');
  const [busy, setBusy] = useState(false);
  const handleClick = async () => {
    setBusy(true);
    try {
      await downloadInvoicePdf(audience, invoice.id, invoice.invoice_number);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      mih={36}
      loading={busy}
      onClick={handleClick}
      aria-label={t('pdfFor', { number: invoice.invoice_number })}
    >
      {t('pdf')}
    </Button>
  );
};
