import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderLogEntry as Entry } from '@routier/domain';
import { useFormatters } from '../../../components/data-table/use-formatters';

const NS = 'order-requests';

/** The words of an entry the product wrote (a report, a request, a resolution), in the reader's language. */
const useEventText = () => {
  const { t } = useTranslation();
  const f = useFormatters();
  return (event: NonNullable<Entry['event']>): string => {
    const p = event.params;
    const reason = (key: string | undefined, kind: 'delay' | 'pickup') =>
      !key || key === 'other' ? (p.other_reason ?? '') : t(`${NS}:reasons.${kind}.${key}`);
    switch (event.type) {
      case 'issue_reported': {
        const on = p.car ? t(`${NS}:event.onCar`, { car: p.car }) : '';
        if (p.type === 'delay') {
          const why = p.reason ? reason(p.reason, 'delay') : '';
          return t(`${NS}:event.delay`, { date: f.date(p.new_eta), on, why: why ? ` — ${why}` : '' });
        }
        if (p.type === 'pickup_problem') return t(`${NS}:event.pickupProblem`, { on, why: reason(p.reason, 'pickup') });
        return t(`${NS}:event.otherIssue`, { on, why: p.other_reason ?? '' });
      }
      case 'cancel_requested':
        return t(`${NS}:event.cancelRequested`, { why: p.reason ?? '' });
      case 'completion_requested':
        return t(`${NS}:event.completionRequested`);
      case 'request_approved':
        return t(p.type === 'cancel' ? `${NS}:event.cancelApproved` : `${NS}:event.completionApproved`);
      case 'request_declined': {
        const text = t(p.type === 'cancel' ? `${NS}:event.cancelDeclined` : `${NS}:event.completionDeclined`);
        return p.comment ? `${text} — ${p.comment}` : text;
      }
      case 'report_resolved': {
        const kind = p.type === 'delay' || p.type === 'pickup_problem' ? p.type : 'other';
        const text = t(`${NS}:event.reportResolved`, { what: t(`${NS}:event.resolvedWhat.${kind}`) });
        return p.note ? `${text} — ${p.note}` : text;
      }
      case 'load_accepted_for_driver':
        return t(`${NS}:event.loadAcceptedForDriver`, { load: p.load_id ?? '' });
      default:
        return '';
    }
  };
};

/** One message, file or event of the order log; the reader's own messages sit on the right. */
export const OrderLogEntry = ({ entry }: { entry: Entry }) => {
  const { t } = useTranslation();
  const f = useFormatters();
  const eventText = useEventText();
  const mine = entry.belongs_to_current_user;
  const sender = mine
    ? t(`${NS}:chat.you`)
    : entry.sender_role_name === 'admin'
      ? t(`${NS}:chat.team`)
      : entry.sender_role_name === 'system'
        ? t(`${NS}:chat.system`)
        : entry.sender_name || t(`${NS}:chat.system`);
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="xs"
      maw="85%"
      ml={mine ? 'auto' : 0}
      bg={entry.event ? 'gray.0' : mine ? 'blue.0' : undefined}
      style={{ listStyle: 'none', overflowWrap: 'anywhere' }}
    >
      <Stack gap={4}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text size="xs" fw={700}>
            {sender}
          </Text>
          <Text size="xs" c="dimmed">
            {f.date(entry.created_at)} {f.time(entry.created_at)}
          </Text>
        </Group>
        {entry.event ? (
          <Text size="sm" fs="italic">
            {eventText(entry.event)}
          </Text>
        ) : (
          entry.display_text && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {entry.display_text}
            </Text>
          )
        )}
        {entry.order_log_files.map((file) => (
          <Anchor key={file.id} href={file.path_url} target="_blank" rel="noopener noreferrer" size="sm">
            {t(`${NS}:chat.file`, { name: file.file_name })}
          </Anchor>
        ))}
      </Stack>
    </Paper>
  );
};
