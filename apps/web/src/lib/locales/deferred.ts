import type { Language } from './index';

/**
 * Namespaces under locales/<lng>/deferred/: left out of the language chunk every page downloads, each loaded
 * by the pages that use it (see loadNamespace in lib/i18n.ts).
 */
const loaders = import.meta.glob<Record<string, unknown>>('../../locales/*/deferred/*.json', { import: 'default' });

export const DEFERRED_NAMESPACES = [
  'order-page',
  'wizard',
  'pricing',
  'checkout',
  'admin',
  'legal',
  'account',
  'team',
  'driver',
  'tracking',
  'offers',
  'order-requests',
  'job-page',
  'accounts',
  'sub-accounts',
  'reviews',
  'dashboards',
  'billing',
  'notifications',
  'auto-dispatch',
  'errors',
] as const;
export type DeferredNamespace = (typeof DEFERRED_NAMESPACES)[number];

export const deferredLoader = (lng: Language, ns: DeferredNamespace) => loaders[`../../locales/${lng}/deferred/${ns}.json`];
