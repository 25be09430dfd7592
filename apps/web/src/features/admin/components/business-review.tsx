import { Anchor, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Role, type AdminBusinessReview } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useFormatters } from '../../../components/data-table';
import { AccountInsurance } from './account-insurance';
import { BusinessCouponForm } from './business-coupon-form';
import { BusinessFlags } from './business-flags';
import { BusinessMembers } from './business-members';
import { FactTable, type Fact } from './account-details';

/** The last day an expiry instant covers: a coupon lasts until the start of the day after its last day. */
const lastDay = (iso: string | null) => (iso ? new Date(Date.parse(iso) - 1).toISOString() : null);

const INSURANCE_COLORS = { valid: 'green', expired: 'red', missing: 'gray' } as const;

/** The insurance state today: valid with days left, expired or not on file. */
const InsuranceState = ({ status }: { status: AdminBusinessReview['insurance_status'] }) => {
  const { t } = useTranslation();
  return (
    <Badge color={INSURANCE_COLORS[status.state]} variant="light" style={{ textTransform: 'none' }}>
      {t(`admin:business.insuranceState.${status.state}`, { count: status.days_left ?? 0 })}
    </Badge>
  );
};

/** The operator's review of a business: numbers, insurance, regions, members, drivers, rating, coupons, orders. */
export const BusinessReview = ({ business }: { business: AdminBusinessReview }) => {
  const { t } = useTranslation();
  const { money, date } = useFormatters();
  const carrier = business.kind === 5;
  const drivers = business.members.filter((m) => m.role === Role.Driver);
  const accounts = business.members.filter((m) => m.role !== Role.Driver);
  const numbers: Fact[] = carrier
    ? [
        { label: 'CVOR', value: business.cvor },
        { label: 'USDOT', value: business.usdot },
        { label: 'ICC MC', value: business.iccmc },
        { label: t('admin:business.insurer'), value: business.insurance_company_name },
        { label: t('admin:business.policy'), value: business.policy_number },
        { label: t('admin:business.liability'), value: money(business.general_liability) },
        { label: t('admin:business.cargo'), value: money(business.cargo_insurance) },
        { label: t('admin:business.insurance'), value: <InsuranceState status={business.insurance_status} /> },
        { label: t('admin:business.regions'), value: business.regions.join(', ') || null },
      ]
    : [];
  return (
    <Stack gap="lg" data-testid="business-review">
      {carrier && <FactTable caption={t('admin:business.numbers')} facts={numbers} />}
      {business.insurance && <AccountInsurance key={business.insurance.proposal?.id ?? 0} insurance={business.insurance} />}
      {!carrier && <BusinessFlags key={`${business.can_pay_with_invoice}-${business.is_auction}`} business={business} />}
      <BusinessMembers caption={t('admin:business.members')} members={accounts} kind={business.kind} />
      {carrier && <BusinessMembers caption={t('admin:business.drivers')} members={drivers} kind={business.kind} />}
      {carrier && (
        <Group gap="xs">
          <Title order={3} size="h5">
            {t('admin:business.rating')}
          </Title>
          <Text size="sm">
            {business.rating.average === null
              ? t('admin:business.noRating')
              : t('admin:business.ratingValue', { average: business.rating.average.toFixed(1), count: business.rating.count })}
          </Text>
        </Group>
      )}
      {!carrier && (
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t('admin:business.coupons')}
          </Title>
          {business.coupons.length === 0 && business.discounts.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('admin:business.none')}
            </Text>
          ) : (
            <Table withTableBorder verticalSpacing={4}>
              <Table.Tbody>
                {business.coupons.map((c) => (
                  <Table.Tr key={`c${c.id}`}>
                    <Table.Td>{money(c.amount)}</Table.Td>
                    <Table.Td>
                      {c.expires_at
                        ? t('admin:business.until', { day: date(lastDay(c.expires_at)) })
                        : t('admin:business.noExpiry')}
                    </Table.Td>
                    <Table.Td>
                      {c.used_at ? t('admin:business.used', { day: date(c.used_at) }) : t('admin:business.unused')}
                    </Table.Td>
                  </Table.Tr>
                ))}
                {business.discounts.map((d) => (
                  <Table.Tr key={`d${d.expiry_date}${d.percent}`}>
                    <Table.Td>{d.percent} %</Table.Td>
                    <Table.Td>{t('admin:business.until', { day: date(lastDay(d.expiry_date)) })}</Table.Td>
                    <Table.Td>{t('admin:business.everyOrder')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <BusinessCouponForm businessId={business.id} />
        </Stack>
      )}
      {business.name && (
        <Anchor component={Link} to={`${paths.adminOrders}?search=${encodeURIComponent(business.name)}`} size="sm">
          {t('admin:business.orderHistory')}
        </Anchor>
      )}
    </Stack>
  );
};
