import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { StorageKey } from './storage';

type Resource = Record<string, unknown>;
const files = import.meta.glob<Resource>('../locales/*/*.json', { eager: true, import: 'default' });

/** locales/<lng>/<namespace>.json → i18next resources */
export const resources: Record<string, Record<string, Resource>> = {};
for (const [file, content] of Object.entries(files)) {
  const [, lng, ns] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  if (lng && ns) (resources[lng] ??= {})[ns] = content;
}

export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(StorageKey.lang);
const initial: Language = stored === 'fr' || stored === 'en' ? stored : navigator.language?.startsWith('fr') ? 'fr' : 'en';

void i18n.use(initReactI18next).init({
  resources,
  lng: initial,
  fallbackLng: 'en',
  ns: Object.keys(resources.en ?? {}),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});
document.documentElement.lang = initial;

export const changeLanguage = async (lng: Language) => {
  localStorage.setItem(StorageKey.lang, lng);
  document.documentElement.lang = lng;
  await i18n.changeLanguage(lng);
};

export { i18n };
