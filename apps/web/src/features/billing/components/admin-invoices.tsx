import { SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INVOICE_AUDIENCES, type InvoiceAudience } from '@routier/domain';
import { useAdminInvoicesParams } from '../hooks/use-invoices-params';
import { InvoicesExport } from './invoices-export';
import { InvoicesList } from './invoices-list';

/** Staff: dealer invoices, private-customer invoices and carrier statements, every account's, with the CSV export. */
export const AdminInvoices = () => {
  const { t } = useTranslation('billing');
  const { params, setParams, resetParams } = useAdminInvoicesParams();
  return (
    <Stack gap="lg">
      <SegmentedControl
        aria-label={t('lists.label')}
        data={INVOICE_AUDIENCES.map((value) => ({ value, label: t(`lists.${value}`) }))}
        value={params.kind}
        onChange={(value) => setParams({ kind: value as InvoiceAudience, keyword: '' })}
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        styles={{ root: { flexWrap: 'wrap' } }}
      />
      <InvoicesExport kind={params.kind} />
      <InvoicesList
        audience={params.kind}
        params={params}
        onChange={setParams}
        onReset={() => resetParams(['keyword', 'orderedBy', 'asc'])}
        staff
      />
    </Stack>
  );
};
