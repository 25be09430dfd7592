import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useNamespace } from '../../lib/use-namespace';

const TYPES = [
  [1, 'snowbirds'],
  [2, 'export'],
] as const;

/** The header's US Shipping information: snowbirds and export, each starting a cross-border order. */
export const UsShippingModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const translated = useNamespace('wizard');
  if (!translated) return null;
  return (
    <Modal opened={opened} onClose={onClose} title={t('wizard:usShipping.title')} size="lg" centered>
      <Stack gap="md">
        <Text>{t('wizard:usShipping.intro')}</Text>
        {TYPES.map(([value, key]) => (
          <Stack gap={6} key={key}>
            <Title order={3} size="h5">
              {t(`wizard:usShipping.type.${key}`)}
            </Title>
            <Text size="sm">{t(`wizard:usShipping.${key}Body`)}</Text>
            <Button
              component={Link}
              to={paths.createUsOrder(value)}
              onClick={onClose}
              variant="light"
              style={{ alignSelf: 'flex-start' }}
            >
              {t('wizard:usShipping.start', { type: t(`wizard:usShipping.type.${key}`) })}
            </Button>
          </Stack>
        ))}
      </Stack>
    </Modal>
  );
};
