import { useEffect, useState } from 'react';
import { i18n, loadNamespace } from './i18n';
import type { DeferredNamespace } from './locales/deferred';

/** Whether a deferred namespace is loaded in the current language; starts loading it when not. */
export const useNamespace = (ns: DeferredNamespace) => {
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(i18n.language, ns));
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadNamespace(ns).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ns, ready]);
  return ready;
};
