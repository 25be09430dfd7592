import i18n, { type BackendModule, type ReadCallback } from 'i18next';
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
    ? import.meta.glob<Resource>(['../locales/*/*.json', '!../locales/*/{pricing,checkout}.json'], {
        eager: true,
        import: 'default',
      })
    : {};

/** The lazy namespaces (LAZY_NAMESPACES), one chunk per language and namespace, read when a component asks. */
const lazyFiles = import.meta.glob<Resource>('../locales/*/{pricing,checkout}.json', { import: 'default' });
// Component tests get every namespace up front (a static glob of these files would put them in the entry chunk).
if (import.meta.env.MODE === 'test') for (const [file, load] of Object.entries(lazyFiles)) eagerFiles[file] = await load();

const LOCALE_FILE = /locales\/(\w+)\/([\w-]+)\.json$/;
const bundles = (files: Files) =>
  Object.entries(files).flatMap(([file, content]) => {
    const [, lng, ns] = LOCALE_FILE.exec(file) ?? [];
    return lng && ns ? [{ lng, ns, content }] : [];
  });

/** Every language's resources in tests; empty in the browser, where they load per language. */
export const resources: Record<string, Record<string, Resource>> = {};
for (const { lng, ns, content } of bundles(eagerFiles)) (resources[lng] ??= {})[ns] = content;

/** Languages whose chunk was added (the backend may have added some of its namespaces before). */
const loadedLanguages = new Set<string>(Object.keys(resources));
const loadLanguage = async (lng: Language) => {
  if (loadedLanguages.has(lng)) return;
  const { files } = await localeLoaders[lng]();
  for (const bundle of bundles(files)) i18n.addResourceBundle(bundle.lng, bundle.ns, bundle.content, true, true);
  loadedLanguages.add(lng);
};

const isLanguage = (lng: string): lng is Language => (SUPPORTED_LANGUAGES as readonly string[]).includes(lng);

const lazyNamespaces: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (lng: string, ns: string, callback: ReadCallback) => {
    const lazy = lazyFiles[`../locales/${lng}/${ns}.json`];
    // The other namespaces come with the language's chunk (the one loadLanguage adds).
    const load = lazy
      ? lazy()
      : (isLanguage(lng) ? localeLoaders[lng]() : Promise.resolve({ files: {} })).then(
          ({ files }) => bundles(files).find((b) => b.ns === ns)?.content ?? {},
        );
    load.then(
      (content) => callback(null, content),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

const initial = detectLanguage();

/** Resolves once the current language's translations are loaded: render after it. */
export const i18nReady = i18n
  .use(lazyNamespaces)
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
  localStorage.setItem(StorageKey.lang, lng);
  document.documentElement.lang = lng;
  await i18n.changeLanguage(lng);
};

export { i18n };
