import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PriceSummary } from '@routier/domain';
import { useFormatters } from '../../../components/data-table/use-formatters';

/** Spec §2 step 5: subtotal, discount, coupon, fuel fee, each tax line with its name and rate, total. */
export const PriceSummaryTable = ({ summary }: { summary: PriceSummary }) => {
  const { t } = useTranslation('checkout');
  const { money, number } = useFormatters();
  const rows: [string, string][] = [[t('price.subtotal'), money(summary.subtotal)]];
  if (summary.discount > 0)
    rows.push([t('price.discount', { percent: number(summary.discount_percent ?? 0) }), `−${money(summary.discount)}`]);
  if (summary.coupon > 0) rows.push([t('price.coupon'), `−${money(summary.coupon)}`]);
  rows.push([summary.fuel_fee_excluded ? t('price.fuelFeeExcluded') : t('price.fuelFee'), money(summary.fuel_fee)]);
  for (const line of summary.tax_lines)
    rows.push([t('price.tax', { name: t(`common:taxes.${line.kind}`), percent: number(line.percent) }), money(line.amount)]);
  // every transport within Canada pays GST or HST at least: no tax line means an international, zero-rated move
  if (!summary.tax_lines.length) rows.push([t('common:taxes.zeroRated'), money(0)]);
  return (
    <Table aria-label={t('price.title')} verticalSpacing={6}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={400}>
              {label}
            </Table.Th>
            <Table.Td ta="right">{value}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Th scope="row">
            <Text fw={700}>{t('price.total')}</Text>
          </Table.Th>
          <Table.Td ta="right">
            <Text fw={700}>{money(summary.total)}</Text>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
};
