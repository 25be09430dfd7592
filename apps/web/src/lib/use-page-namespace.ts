import { useEffect, useState } from 'react';
import { i18n, loadPageNamespace, type PageNamespace } from './i18n';

/** Loads a page's own translations (see PAGE_NAMESPACES); false until they are there. */
export const usePageNamespace = (ns: PageNamespace) => {
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(i18n.language, ns));
  useEffect(() => {
    let live = true;
    loadPageNamespace(ns).then(
      () => live && setReady(true),
      () => live && setReady(true),
    );
    return () => {
      live = false;
    };
  }, [ns]);
  return ready;
};
