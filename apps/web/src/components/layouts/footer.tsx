import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { LanguageSwitch } from './language-switch';

const TAP = { minHeight: 44, display: 'inline-flex', alignItems: 'center' } as const;

export const Footer = () => {
  const { t } = useTranslation();
  return (
    <Group
      component="footer"
      justify="space-between"
      px="md"
      py="sm"
      gap="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Text size="sm" c="dimmed">
        © {new Date().getFullYear()} Routier · {t('common:tagline')}
      </Text>
      <Group gap="md" wrap="wrap">
        <Group component="nav" aria-label={t('common:legalFooter.label')} gap="md">
          <Anchor component={Link} to={paths.terms} size="sm" style={TAP}>
            {t('common:legalFooter.terms')}
          </Anchor>
          <Anchor component={Link} to={paths.privacy} size="sm" style={TAP}>
            {t('common:legalFooter.privacy')}
          </Anchor>
        </Group>
        <LanguageSwitch />
      </Group>
    </Group>
  );
};
