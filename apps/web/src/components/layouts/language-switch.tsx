import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import { changeLanguage, type Language } from '../../lib/i18n';
import { getToken } from '../../lib/storage';

/** Footer language switch; saved on the account when signed in. */
export const LanguageSwitch = () => {
  const { t, i18n } = useTranslation();
  const handleChange = async (value: string) => {
    const lng = value as Language;
    await changeLanguage(lng);
    if (getToken()) await api.put('/users/locale', { locale: lng }).catch(() => undefined);
  };
  return (
    <SegmentedControl
      size="md"
      styles={{ label: { minHeight: 36, display: 'flex', alignItems: 'center' } }}
      aria-label={t('common:language')}
      value={i18n.language.startsWith('fr') ? 'fr' : 'en'}
      onChange={handleChange}
      data={[
        { value: 'en', label: 'English' },
        { value: 'fr', label: 'Français' },
      ]}
    />
  );
};
