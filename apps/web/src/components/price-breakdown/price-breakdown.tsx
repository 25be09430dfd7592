import { Fragment } from 'react';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { priceBreakdownLines, type PriceBreakdown, type PriceBreakdownLine } from '@routier/domain';
import { useFormatters } from '../data-table/use-formatters';

/**
 * The order's one price breakdown (issue 18 §2), as the confirm step and the order page show it and the
 * confirmation e-mail and the invoice print it: the transport price before any reduction, the dealer discount
 * and the coupon taken off it, the fuel fee, each tax line with its rate, and the total that is charged.
 */
export const PriceBreakdownTable = ({ breakdown }: { breakdown: PriceBreakdown }) => {
  const { t } = useTranslation();
  const { money, number } = useFormatters();
  const label = (l: PriceBreakdownLine): string => {
    switch (l.key) {
      case 'discount':
        return t('priceBreakdown.discount', { percent: number(l.percent) });
      case 'coupon':
        return t('priceBreakdown.coupon', { id: l.id });
      case 'tax':
        return t('priceBreakdown.tax', { name: t(`taxes.${l.kind}`), percent: number(l.percent) });
      default:
        return t(`priceBreakdown.${l.key}`);
    }
  };
  const lines = priceBreakdownLines(breakdown);
  // every transport within Canada pays GST or HST at least: no tax line means an international, zero-rated move
  const zeroRated = !lines.some((l) => l.key === 'tax');
  return (
    <Table aria-label={t('priceBreakdown.title')} verticalSpacing={6}>
      <Table.Tbody>
        {lines.map((l) => {
          const total = l.key === 'total';
          return (
            <Fragment key={l.key === 'tax' ? `tax-${l.kind}` : l.key}>
              {total && zeroRated && (
                <Table.Tr>
                  <Table.Th scope="row" fw={400}>
                    {t('taxes.zeroRated')}
                  </Table.Th>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(0)}
                  </Table.Td>
                </Table.Tr>
              )}
              <Table.Tr>
                <Table.Th scope="row" fw={total ? 700 : 400}>
                  {label(l)}
                </Table.Th>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <Text span inherit fw={total ? 700 : undefined}>
                    {money(l.amount)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            </Fragment>
          );
        })}
      </Table.Tbody>
    </Table>
  );
};
