import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import { changeLanguage, type Language } from '../../lib/i18n';
import { getToken } from '../../lib/storage';

const LANGUAGES: { value: Language; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'fr', label: 'Français' },
];

/**
 * Footer language switch; saved on the account when signed in. Two toggle buttons (the foundations every page
 * loads) rather than a segmented control, which the sign-in page would load for this alone.
 */
export const LanguageSwitch = () => {
  const { t, i18n } = useTranslation();
  const current: Language = i18n.language.startsWith('fr') ? 'fr' : 'en';
  const handleChange = async (lng: Language) => {
    if (lng === current) return;
    await changeLanguage(lng);
    if (getToken()) await api.put('/users/locale', { locale: lng }).catch(() => undefined);
  };
  return (
    <Button.Group aria-label={t('common:language')}>
      {LANGUAGES.map(({ value, label }) => (
        <Button
          key={value}
          size="sm"
          lang={value}
          variant={value === current ? 'filled' : 'default'}
          aria-pressed={value === current}
          onClick={() => void handleChange(value)}
        >
          {label}
        </Button>
      ))}
    </Button.Group>
  );
};
