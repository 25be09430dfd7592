import { createElement, type ComponentProps } from 'react';
import { afterAll, afterEach, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { theme } from '../app/theme';
import { i18n } from '../lib/i18n';

// Every deferred namespace (locales/<lng>/deferred/), which the browser loads with the pages that use them.
const deferred = import.meta.glob<Record<string, unknown>>('../locales/*/deferred/*.json', { eager: true, import: 'default' });
for (const [file, content] of Object.entries(deferred)) {
  const [, lng, ns] = /locales\/(\w+)\/deferred\/([\w-]+)\.json$/.exec(file) ?? [];
  if (lng && ns) i18n.addResourceBundle(lng, ns, content, true, true);
}

// Components render with the app's theme (its defaults, such as unmounting hidden tab panels), as in the app.
vi.mock('@mantine/core', async (importOriginal) => {
  const mantine = await importOriginal<typeof import('@mantine/core')>();
  const MantineProvider = (props: ComponentProps<typeof mantine.MantineProvider>) =>
    createElement(mantine.MantineProvider, { theme, ...props });
  return { ...mantine, MantineProvider };
});

// Mantine needs these browser APIs, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = window.ResizeObserver ?? ResizeObserverStub;
afterEach(() => {
  cleanup();
  notifications.clean();
});
// Test files may share a worker's modules and window (decision 051): each one starts in English, with empty storage.
afterAll(async () => {
  localStorage.clear();
  sessionStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
// findBy… and waitFor give up after 5 s rather than 1 s: a busy machine renders slowly, and a failure still fails.
configure({ asyncUtilTimeout: 5000 });
