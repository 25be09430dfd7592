import { Badge, Group } from '@mantine/core';
import type { ActiveJobRow } from '@routier/domain';
import { useTranslation } from 'react-i18next';

/** Express, enclosed and exotic markers beside an order number. */
export const JobBadges = ({ job }: { job: Pick<ActiveJobRow, 'is_express' | 'is_enclosed' | 'is_antique'> }) => {
  const { t } = useTranslation();
  const badges = [
    job.is_express && { key: 'express', color: 'red' },
    job.is_enclosed && { key: 'enclosed', color: 'dark' },
    job.is_antique && { key: 'exotic', color: 'grape' },
  ].filter((b): b is { key: string; color: string } => Boolean(b));
  if (badges.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {badges.map((b) => (
        <Badge key={b.key} size="xs" color={b.color} variant="light">
          {t(`jobs:badges.${b.key}`)}
        </Badge>
      ))}
    </Group>
  );
};
