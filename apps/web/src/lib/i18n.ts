import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, localeLoaders, SUPPORTED_LANGUAGES, type Language } from './locales';
import { StorageKey } from './storage';

type Resource = Record<string, unknown>;
type Files = Record<string, Resource>;

export { SUPPORTED_LANGUAGES, type Language };

/**
 * locales/<lng>/<namespace>.json. The browser downloads one chunk with the current language's namespaces
 * (lib/locales/<lng>.ts) and another only when the user switches; component tests get every language up front.
 */
const eagerFiles: Files =
  import.meta.env.MODE === 'test'
    ? import.meta.glob<Resource>(['../locales/*/*.json', '!../locales/*/wizard.json'], { eager: true, import: 'default' })
    : {};

const LOCALE_FILE = /locales\/(\w+)\/([\w-]+)\.json$/;
const bundles = (files: Files) =>
  Object.entries(files).flatMap(([file, content]) => {
    const [, lng, ns] = LOCALE_FILE.exec(file) ?? [];
    return lng && ns ? [{ lng, ns, content }] : [];
  });

/** Every language's resources in tests; empty in the browser, where they load per language. */
export const resources: Record<string, Record<string, Resource>> = {};
for (const { lng, ns, content } of bundles(eagerFiles)) (resources[lng] ??= {})[ns] = content;

/**
 * Namespaces that only some pages use load with those pages, not with the language's chunk (every page
 * downloads that one): locales/<lng>/<ns>.json for each PAGE_NAMESPACES entry.
 */
export const PAGE_NAMESPACES = ['wizard'] as const;
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];
const pageNamespaceFiles = import.meta.glob<Resource>('../locales/*/wizard.json', { import: 'default' });
const loadedPageNamespaces = new Set<PageNamespace>();

export const loadPageNamespace = async (ns: PageNamespace, lng: string = i18n.language) => {
  loadedPageNamespaces.add(ns);
  if (i18n.hasResourceBundle(lng, ns)) return;
  const load = pageNamespaceFiles[`../locales/${lng}/${ns}.json`];
  if (load) i18n.addResourceBundle(lng, ns, await load(), true, true);
};

const loadLanguage = async (lng: Language) => {
  if (i18n.hasResourceBundle(lng, 'common')) return;
  const { files } = await localeLoaders[lng]();
  for (const bundle of bundles(files)) i18n.addResourceBundle(bundle.lng, bundle.ns, bundle.content, true, true);
};

const initial = detectLanguage();

/** Resolves once the current language's translations are loaded: render after it. */
export const i18nReady = i18n
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: initial,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    // Both languages have the same keys (a test checks): the other language is never needed as a fallback.
    fallbackLng: false,
    ns: Object.keys(resources.en ?? { common: {} }),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  .then(() => loadLanguage(initial));
document.documentElement.lang = initial;

export const changeLanguage = async (lng: Language) => {
  await loadLanguage(lng);
  await Promise.all([...loadedPageNamespaces].map((ns) => loadPageNamespace(ns, lng)));
  localStorage.setItem(StorageKey.lang, lng);
  document.documentElement.lang = lng;
  await i18n.changeLanguage(lng);
};

export { i18n };
