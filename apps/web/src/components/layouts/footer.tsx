import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch';

export const Footer = () => {
  const { t } = useTranslation();
  return (
    <Group
      component="footer"
      justify="space-between"
      px="md"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Text size="sm" c="dimmed">
        © {new Date().getFullYear()} Routier · {t('common:tagline')}
      </Text>
      <LanguageSwitch />
    </Group>
  );
};
