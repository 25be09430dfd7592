import { preloadPage } from './app/preload';
import { detectLanguage, localeLoaders } from './lib/locales';

// The first script the page runs, with almost no code of its own: it starts downloading the app, the
// current page's code and the language's texts together, so none of them waits for another.
localeLoaders[detectLanguage()]().catch(() => undefined);
preloadPage(window.location.pathname);
void import('./main');
