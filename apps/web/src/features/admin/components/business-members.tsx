import { useState } from 'react';
import { Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { ROLE_KEYS, rolesWithinBusiness, type AdminBusinessMember, type Role } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/session';
import { AccountActions } from './account-actions';
import { AccountStatusBadge } from './account-status-badge';
import { UserEditForm } from './user-edit-form';

const nameOf = (m: AdminBusinessMember) => [m.first_name, m.last_name].filter(Boolean).join(' ') || m.email;

/** The accounts of a business with their role and status: each can be edited, deactivated or reactivated. */
export const BusinessMembers = ({
  caption,
  members,
  kind,
}: {
  caption: string;
  members: AdminBusinessMember[];
  kind: number;
}) => {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const [editing, setEditing] = useState<AdminBusinessMember | null>(null);
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {caption}
      </Title>
      {members.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin:business.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table withTableBorder verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin:columns.name')}</Table.Th>
                <Table.Th>{t('admin:columns.role')}</Table.Th>
                <Table.Th>{t('admin:review.phone')}</Table.Th>
                <Table.Th>{t('admin:columns.status')}</Table.Th>
                <Table.Th aria-label={t('admin:columns.actions')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.map((m) => (
                <Table.Tr key={m.id} data-testid={`member-${m.id}`}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {nameOf(m)}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {m.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{m.role ? t(`admin:roles.${ROLE_KEYS[m.role as Role] ?? 'unknown'}`) : '—'}</Table.Td>
                  <Table.Td>{m.phone ?? '—'}</Table.Td>
                  <Table.Td>
                    <AccountStatusBadge status={m.status} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setEditing(m)}
                        aria-label={`${t('admin:users.edit')} ${m.email}`}
                      >
                        {t('admin:users.edit')}
                      </Button>
                      <AccountActions account={m} isSelf={m.id === me.id} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={t('admin:users.editTitle')}>
        {editing && <UserEditForm user={editing} roles={rolesWithinBusiness(kind)} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
};
