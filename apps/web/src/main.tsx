import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/fonts.css';
import { i18nReady } from './lib/i18n';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';

// The router starts loading the page's code meanwhile; render once the language's texts are here. (No
// top-level await: a chunk this module shares with a lazy one would wait for itself.)
void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  ),
);
