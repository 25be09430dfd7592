import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { businessToday, type InvoiceAudience } from '@routier/domain';
import { notifyError } from '../../../components/data-table';
import { DateInputField } from '../../../components/form/date-input-field';
import { exportInvoicesCsv } from '../api/export-invoices';

/** The accountant's export: a period (this month so far by default) of the list shown, as CSV. */
export const InvoicesExport = ({ kind }: { kind: InvoiceAudience }) => {
  const { t } = useTranslation('billing');
  // the invoices' days are Toronto's (the API reads the range there): this month so far
  const [from, setFrom] = useState(() => `${businessToday().slice(0, 7)}-01`);
  const [to, setTo] = useState(() => businessToday());
  const [busy, setBusy] = useState(false);
  const invalid = !from || !to || to < from;
  const handleExport = async () => {
    setBusy(true);
    try {
      await exportInvoicesCsv(kind, from, to);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group align="flex-end" gap="sm" role="group" aria-label={t('export.period')}>
      <DateInputField
        label={t('export.from')}
        value={from}
        maxDate={to || undefined}
        onChange={(v) => setFrom(v ?? '')}
        w={170}
      />
      <DateInputField
        label={t('export.to')}
        value={to}
        minDate={from || undefined}
        onChange={(v) => setTo(v ?? '')}
        error={from && to && to < from ? t('export.order') : null}
        w={170}
      />
      <Button mih={36} loading={busy} disabled={invalid} onClick={handleExport}>
        {t('export.button')}
      </Button>
    </Group>
  );
};
