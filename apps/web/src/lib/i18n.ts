import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, localeLoaders, SUPPORTED_LANGUAGES, type Language } from './locales';
import { deferredLoader, type DeferredNamespace } from './locales/deferred';
import { StorageKey } from './storage';

type Resource = Record<string, unknown>;
type Files = Record<string, Resource>;

export { SUPPORTED_LANGUAGES, type Language };

/**
 * locales/<lng>/<namespace>.json. The browser downloads one chunk with the current language's namespaces
 * (lib/locales/<lng>.ts) and another only when the user switches; the deferred ones (locales/<lng>/deferred/) load
 * with the pages that use them. Component tests get every language and namespace up front (test/setup.ts adds
 * the deferred ones: a static import here would put them in every page's download).
 */
const eagerFiles: Files =
  import.meta.env.MODE === 'test' ? import.meta.glob<Resource>('../locales/*/*.json', { eager: true, import: 'default' }) : {};

const LOCALE_FILE = /locales\/(\w+)\/([\w-]+)\.json$/;
const bundles = (files: Files) =>
  Object.entries(files).flatMap(([file, content]) => {
    const [, lng, ns] = LOCALE_FILE.exec(file) ?? [];
    return lng && ns ? [{ lng, ns, content }] : [];
  });

/** Every language's resources in tests; empty in the browser, where they load per language. */
export const resources: Record<string, Record<string, Resource>> = {};
for (const { lng, ns, content } of bundles(eagerFiles)) (resources[lng] ??= {})[ns] = content;

/** Deferred namespaces a page asked for: loaded again in the other language when the user switches. */
const wanted = new Set<DeferredNamespace>();

const loadDeferred = async (lng: Language, ns: DeferredNamespace) => {
  if (i18n.hasResourceBundle(lng, ns)) return;
  const load = deferredLoader(lng, ns);
  if (load) i18n.addResourceBundle(lng, ns, await load(), true, true);
};

const loadLanguage = async (lng: Language) => {
  if (!i18n.hasResourceBundle(lng, 'common')) {
    const { files } = await localeLoaders[lng]();
    for (const bundle of bundles(files)) i18n.addResourceBundle(bundle.lng, bundle.ns, bundle.content, true, true);
  }
  await Promise.all([...wanted].map((ns) => loadDeferred(lng, ns)));
};

/** Loads a deferred namespace (locales/<lng>/deferred/<ns>.json) in the current language; pages await it. */
export const loadNamespace = async (ns: DeferredNamespace) => {
  wanted.add(ns);
  await i18nReady;
  await loadDeferred((i18n.language === 'fr' ? 'fr' : 'en') as Language, ns);
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
    // the API's reasons (order.not_payable…) live in the deferred `errors` namespace, read as validation keys
    fallbackNS: 'errors',
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  .then(() => loadLanguage(initial));
document.documentElement.lang = initial;
// after the page's own texts: no page shows an API reason before its first request answered
void i18nReady.then(() => loadNamespace('errors'));

export const changeLanguage = async (lng: Language) => {
  await loadLanguage(lng);
  localStorage.setItem(StorageKey.lang, lng);
  document.documentElement.lang = lng;
  await i18n.changeLanguage(lng);
};

export { i18n };
