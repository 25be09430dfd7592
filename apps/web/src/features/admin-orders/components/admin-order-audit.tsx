import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AuditEntry, AuditValues } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../components/data-table';

const show = (v: string | number | boolean | null | undefined, none: string) =>
  v === null || v === undefined || v === '' ? none : String(v);

/** The fields an action changed, each as "field: before → after". */
const changes = (before: AuditValues, after: AuditValues) =>
  [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].map((field) => ({
    field,
    before: before?.[field],
    after: after?.[field],
  }));

/**
 * What operators did to the order (or, with `empty` and `children`, to an account: its page's pager below), newest
 * first: the action, who, when, the values before and after, the comment.
 */
export const AdminOrderAudit = ({
  entries,
  empty,
  children,
}: {
  entries: AuditEntry[];
  empty?: string;
  children?: ReactNode;
}) => {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="admin-order-audit">
      <Title order={2} size="h4" mb="sm" id="admin-order-audit">
        {t('admin:audit.title')}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty ?? t('admin:audit.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {entries.map((e) => (
            <li key={e.id}>
              <Text size="sm" fw={600}>
                {t(`admin:audit.actions.${e.action}`)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('admin:audit.by', { name: e.actor.name })} · {dateTime(e.at)}
              </Text>
              {changes(e.before, e.after).map((c) => (
                <Text size="sm" key={c.field} style={{ overflowWrap: 'anywhere' }}>
                  {t('admin:audit.change', {
                    field: c.field,
                    before: show(c.before, t('admin:audit.none')),
                    after: show(c.after, t('admin:audit.none')),
                  })}
                </Text>
              ))}
              {e.comment && (
                <Text size="sm" fs="italic" style={{ overflowWrap: 'anywhere' }}>
                  {e.comment}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      )}
      {children}
    </Paper>
  );
};
