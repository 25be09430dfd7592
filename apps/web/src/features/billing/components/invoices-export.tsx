import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceAudience } from '@routier/domain';
import { notifyError } from '../../../components/data-table';
import { exportInvoicesCsv } from '../api/export-invoices';

const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The accountant's export: a period (this month so far by default) of the list shown, as CSV. */
export const InvoicesExport = ({ kind }: { kind: InvoiceAudience }) => {
  const { t } = useTranslation('billing');
  const today = new Date();
  const [from, setFrom] = useState(() => isoDay(new Date(today.getFullYear(), today.getMonth(), 1)));
  const [to, setTo] = useState(() => isoDay(today));
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
