import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Flags = { is_express: boolean; is_enclosed: boolean; is_antique: boolean; us_external_type: number | null };

/** Express, enclosed, antique and US (snowbirds/export) flags of an offer. */
export const OfferBadges = ({ offer, unseen = false }: { offer: Flags; unseen?: boolean }) => {
  const { t } = useTranslation();
  const badges: [string, string][] = [];
  if (unseen) badges.push(['blue.8', t('offers:badges.new')]);
  if (offer.is_express) badges.push(['red', t('offers:badges.express')]);
  if (offer.is_enclosed) badges.push(['grape', t('offers:badges.enclosed')]);
  if (offer.is_antique) badges.push(['yellow', t('offers:badges.antique')]);
  if (offer.us_external_type === 1) badges.push(['cyan', t('offers:badges.snowbirds')]);
  if (offer.us_external_type === 2) badges.push(['cyan', t('offers:badges.export')]);
  if (badges.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {badges.map(([color, label]) => (
        <Badge key={label} color={color} variant={label === t('offers:badges.new') ? 'filled' : 'light'} size="sm">
          {label}
        </Badge>
      ))}
    </Group>
  );
};
