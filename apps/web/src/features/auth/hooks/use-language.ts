import { useTranslation } from 'react-i18next';
import type { Locale } from '@routier/domain';

/** The interface language as an API locale. */
export const useLanguage = (): Locale => {
  const { i18n } = useTranslation();
  return i18n.language?.startsWith('fr') ? 'fr' : 'en';
};
