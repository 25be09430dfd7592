import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { businessToday, type InvoiceAudience } from '@routier/domain';
import { notifyError } from '../../../components/data-table';
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
      <TextInput
        type="date"
        label={t('export.from')}
        value={from}
        max={to}
        onChange={(e) => setFrom(e.currentTarget.value)}
        w={170}
      />
      <TextInput
        type="date"
        label={t('export.to')}
        value={to}
        min={from}
        onChange={(e) => setTo(e.currentTarget.value)}
        error={from && to && to < from ? t('export.order') : null}
        w={170}
      />
      <Button mih={36} loading={busy} disabled={invalid} onClick={handleExport}>
        {t('export.button')}
      </Button>
    </Group>
  );
};
