import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminIssueReport } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { useApiFormErrors, useErrorText } from '../../../components/form';
import { useFormatters } from '../../../components/data-table';
import { useAdminOrderReports, useResolveReport } from '../api/admin-order-reports';

const NOTE_MAX = 1000;

/** What was reported, in the reader's language: the type, its reason (or the reporter's words) and a delay's new date. */
const useReportText = () => {
  const { t } = useTranslation();
  const { date } = useFormatters();
  return (r: AdminIssueReport) => {
    const kind = r.type === 'delay' ? 'delay' : 'pickup';
    const why =
      r.reason === 'other' || r.type === 'other'
        ? (r.other_reason ?? '')
        : t(`order-requests:reasons.${kind}.${r.reason}`, { defaultValue: r.reason });
    const eta = r.new_eta ? ` · ${t('admin:orders.reports.newEta', { date: date(r.new_eta) })}` : '';
    return `${why}${eta}`;
  };
};

/** The confirmation of a resolution: what it does, and an optional note the carrier reads. */
const ResolveForm = ({ report, onDone, onCancel }: { report: AdminIssueReport; onDone: () => void; onCancel: () => void }) => {
  const { t } = useTranslation();
  const resolve = useResolveReport();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const errorText = useErrorText();
  const showFieldError = ((_field: string, e: { message?: string }) => setError(e.message)) as never;
  const handleApiError = useApiFormErrors(showFieldError, { fields: ['note'] });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await resolve.mutateAsync({ id: report.id, input: note.trim() ? { note } : {} });
      onDone();
    } catch (e) {
      handleApiError(e);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('admin:orders.reports.resolveTitle')}>
      <Stack gap="sm">
        <Alert color="blue" variant="light" data-testid="resolve-consequence">
          {t('admin:orders.reports.resolveConsequence')}
        </Alert>
        <Textarea
          label={t('admin:orders.reports.note')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={NOTE_MAX}
          rows={3}
          data-autofocus
          error={errorText(error)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={resolve.isPending}>
            {t('admin:orders.reports.resolve')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/**
 * The order's issue and delay reports for the operator, oldest first; an open one is marked resolved from here.
 * `onResolved` lets the page refresh what shows the resolution elsewhere (the carrier's chat).
 */
export const AdminOrderReports = ({ orderId, onResolved }: { orderId: number; onResolved?: () => void }) => {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const reports = useAdminOrderReports(orderId);
  const text = useReportText();
  const [open, setOpen] = useState<AdminIssueReport | null>(null);
  const rows = reports.data?.data ?? [];
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="admin-order-reports">
      <Title order={2} size="h4" mb="sm" id="admin-order-reports">
        {t('admin:orders.reports.title')}
      </Title>
      {reports.isSuccess && rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin:orders.reports.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((r) => (
            <li key={r.id} data-testid="admin-report">
              <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
                  <Group gap="xs" wrap="wrap">
                    <Text size="sm" fw={600}>
                      {t(`admin:orders.reports.types.${r.type}`, { defaultValue: r.type })}
                    </Text>
                    <Badge color={r.resolved_at ? 'green' : 'orange'} variant="light">
                      {r.resolved_at
                        ? t('admin:orders.reports.resolvedOn', { date: dateTime(r.resolved_at) })
                        : t('admin:orders.reports.open')}
                    </Badge>
                  </Group>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {text(r)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('admin:orders.reports.by', { name: r.reported_by || '—', date: dateTime(r.created_at) })}
                  </Text>
                  {r.resolution_note && (
                    <Text size="sm" fs="italic" style={{ overflowWrap: 'anywhere' }}>
                      {r.resolution_note}
                    </Text>
                  )}
                </Stack>
                {!r.resolved_at && (
                  <Button size="xs" variant="default" onClick={() => setOpen(r)}>
                    {t('admin:orders.reports.resolve')}
                  </Button>
                )}
              </Group>
            </li>
          ))}
        </Stack>
      )}
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={t('admin:orders.reports.resolveTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        {open && (
          <ResolveForm
            report={open}
            onCancel={() => setOpen(null)}
            onDone={() => {
              notifications.show({ color: 'green', message: t('admin:orders.reports.resolved') });
              setOpen(null);
              onResolved?.();
            }}
          />
        )}
      </Modal>
    </Paper>
  );
};
