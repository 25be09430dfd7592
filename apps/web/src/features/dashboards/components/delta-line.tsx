import { Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { deltaTrend, type Delta } from '@routier/domain';
import { useDashboardFormat } from '../hooks/use-dashboard-format';

type Props = {
  delta: Delta;
  /** which way is good news: up for revenue, down for late orders, neither for spend */
  better: 'up' | 'down' | 'neither';
  /** how the change reads when there is no percent (nothing before) */
  formatChange: (value: number) => string;
};

const ARROWS = { up: '▲', down: '▼', flat: '■' } as const;

/** The change against the previous period: an arrow and a colour for the eye, words for screen readers. */
export const DeltaLine = ({ delta, better, formatChange }: Props) => {
  const { t } = useTranslation('dashboards');
  const f = useDashboardFormat();
  const trend = deltaTrend(delta);
  const color = trend === 'flat' ? 'dimmed' : better === 'neither' ? 'blue.9' : trend === better ? 'teal.9' : 'red.9';
  const amount = delta.percent !== null ? f.percent(Math.abs(delta.percent)) : formatChange(Math.abs(delta.change));
  return (
    <Text size="sm" c={color} fw={600} data-trend={trend}>
      <span aria-hidden="true">{ARROWS[trend]} </span>
      {trend === 'flat' ? (
        t('delta.same')
      ) : (
        <>
          <VisuallyHidden>{t(`delta.${trend}`)} </VisuallyHidden>
          {amount}
        </>
      )}{' '}
      <Text span size="xs" c="dimmed" fw={400}>
        {t('delta.vsPrevious')}
      </Text>
    </Text>
  );
};
