import type { ReactNode } from 'react';
import { Stack, Table, Title } from '@mantine/core';
import {
  DEALER_TYPE_KEYS,
  ROLE_KEYS,
  SHIPPING_METHOD_KEYS,
  type AdminAccountDetail,
  type DealerType,
  type Role,
} from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../components/data-table';
import { AccountStatusBadge } from './account-status-badge';

export type Fact = { label: string; value: ReactNode };

export const FactTable = ({ caption, facts }: { caption: string; facts: Fact[] }) => (
  <Stack gap={4}>
    <Title order={3} size="h5">
      {caption}
    </Title>
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {facts.map((fact) => (
          <Table.Tr key={fact.label}>
            <Table.Th w={150}>{fact.label}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{fact.value ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Stack>
);

const joinPlace = (...parts: (string | null)[]) => parts.filter(Boolean).join(', ') || null;

/** What an admin reviews before approving: the person, the account and, for businesses, the company. */
export const AccountDetails = ({ account }: { account: AdminAccountDetail }) => {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const business = account.business;
  const yesNo = (value: string | null) => (value ? `${t('admin:yes')} (${date(value)})` : t('admin:no'));
  const person: Fact[] = [
    { label: t('admin:columns.status'), value: <AccountStatusBadge status={account.status} /> },
    {
      label: t('admin:columns.role'),
      value: account.role ? t(`admin:roles.${ROLE_KEYS[account.role as Role] ?? 'unknown'}`) : null,
    },
    { label: t('admin:columns.email'), value: account.email },
    { label: t('admin:review.phone'), value: account.phone },
    { label: t('admin:review.address'), value: joinPlace(account.address, account.postal_code) },
    { label: t('admin:review.language'), value: t(`admin:review.languages.${account.locale === 'fr' ? 'fr' : 'en'}`) },
    { label: t('admin:columns.registered'), value: date(account.created_at) },
    { label: t('admin:columns.emailVerified'), value: yesNo(account.email_verified_at) },
  ];
  if (account.rejected_at) {
    person.push({ label: t('admin:review.rejectedOn'), value: date(account.rejected_at) });
    person.push({ label: t('admin:review.reason'), value: account.rejection_reason });
  }
  if (account.deactivated_at && account.status === 'deactivated') {
    person.push({ label: t('admin:review.deactivatedOn'), value: date(account.deactivated_at) });
  }
  const company: Fact[] = business
    ? [
        { label: t('admin:review.companyName'), value: business.name },
        ...(business.type
          ? [
              {
                label: t('admin:review.dealerType'),
                value: t(`users:dealerType.${DEALER_TYPE_KEYS[business.type as DealerType]}`),
              },
            ]
          : []),
        {
          label: t('admin:review.address'),
          value: joinPlace(business.address, business.city, business.province, business.postal_code),
        },
        { label: t('admin:columns.email'), value: business.email },
        { label: t('admin:review.phone'), value: business.phone },
        { label: t('admin:review.dealerLicense'), value: business.dealer_license },
        { label: t('admin:review.taxId'), value: business.tax_id },
        ...(business.shipping_methods.length
          ? [
              {
                label: t('admin:review.deliveryTypes'),
                value: business.shipping_methods
                  .map((m) => t(`auth:register.methods.${SHIPPING_METHOD_KEYS[m as keyof typeof SHIPPING_METHOD_KEYS]}`))
                  .join(', '),
              },
            ]
          : []),
      ]
    : [];
  return (
    <Stack gap="md" data-testid="account-details">
      <FactTable caption={t('admin:review.person')} facts={person} />
      {business && <FactTable caption={t('admin:review.company')} facts={company} />}
    </Stack>
  );
};
