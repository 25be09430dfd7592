import { StorageKey } from '../storage';

export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
type Files = Record<string, Record<string, unknown>>;

/**
 * Namespaces of steps and pages few visits reach (pricing, checkout, the rate card): each loads with the
 * component that asks for it (useTranslation suspends meanwhile), not with every page. Keep this list, the
 * globs of lib/locales/<lng>.ts and the lazy glob of lib/i18n.ts in step.
 */
export const LAZY_NAMESPACES = ['pricing', 'checkout'] as const;

/** One chunk per language with all its namespaces but the lazy ones (lib/locales/<lng>.ts). */
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
