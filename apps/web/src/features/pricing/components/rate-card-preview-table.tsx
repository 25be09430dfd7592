import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RateCardPreviewRow } from '@routier/domain';
import { useFormatters } from '../../../components/data-table/use-formatters';

/** Sample routes priced with the current card and the draft. */
export const RateCardPreviewTable = ({ rows }: { rows: RateCardPreviewRow[] }) => {
  const { t } = useTranslation('pricing');
  const { money, number } = useFormatters();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label={t('rateCard.preview.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('rateCard.preview.route')}</Table.Th>
            <Table.Th>{t('rateCard.preview.method')}</Table.Th>
            <Table.Th ta="right">{t('rateCard.preview.current')}</Table.Th>
            <Table.Th ta="right">{t('rateCard.preview.draft')}</Table.Th>
            <Table.Th ta="right">{t('rateCard.preview.change')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Td>
                {r.from} → {r.to}
                <Text size="xs" c="dimmed">
                  {t('rateCard.preview.detail', { km: number(r.km), count: r.cars })}
                </Text>
              </Table.Td>
              <Table.Td>{t(`method.${r.shipping_method}`)}</Table.Td>
              <Table.Td ta="right">{money(r.current.price)}</Table.Td>
              <Table.Td ta="right">{money(r.draft.price)}</Table.Td>
              <Table.Td ta="right" c={r.change_percent > 0 ? 'red.8' : r.change_percent < 0 ? 'green.8' : undefined}>
                {r.change_percent > 0 ? '+' : ''}
                {number(r.change_percent)} %
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
