import { StorageKey } from '../storage';

export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
type Files = Record<string, Record<string, unknown>>;

/** One chunk per language with all its namespaces (lib/locales/<lng>.ts). */
export const localeLoaders: Record<Language, () => Promise<{ files: Files }>> = {
  en: () => import('./en'),
  fr: () => import('./fr'),
};

/** The language chosen before (stored), else the browser's. */
export const detectLanguage = (): Language => {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(StorageKey.lang);
  if (stored === 'fr' || stored === 'en') return stored;
  return typeof navigator !== 'undefined' && navigator.language?.startsWith('fr') ? 'fr' : 'en';
};
