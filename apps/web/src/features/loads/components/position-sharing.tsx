import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SharingState } from '../hooks/use-share-position';

/** What the driver sees of the position sharing while in transport. */
export const PositionSharing = ({ state }: { state: SharingState }) => {
  const { t } = useTranslation();
  if (state === 'off') return null;
  if (state === 'sharing')
    return (
      <Alert color="green" title={t('driver:position.sharing')} data-testid="position-sharing">
        {t('driver:position.sharingHint')}
      </Alert>
    );
  if (state === 'starting')
    return (
      <Alert color="blue" icon={<Loader size="xs" />}>
        {t('driver:position.starting')}
      </Alert>
    );
  return <Alert color="orange">{t(state === 'denied' ? 'driver:position.denied' : 'driver:position.unsupported')}</Alert>;
};
