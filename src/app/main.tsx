import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installChunkGuard } from '../lib/chunk-guard.ts';
import { registerServiceWorker } from '../lib/sw-bridge.ts';
import { initI18n } from '../lib/i18n.ts';
import { langFromQuery, localeOf, readLocaleCookie, rootRedirect, switchLocaleUrl, writeLocaleCookie } from '../lib/locale.ts';
import { useAppStore } from '../lib/store.ts';
import { splitLocale } from './route-table.ts';
import { App } from './app.tsx';
import '../styles/global.css';

installChunkGuard();

/** Applies the spec's load-time language rules; returns false when it redirected instead. */
function applyLanguageOnLoad(): boolean {
  const { pathname, search } = window.location;
  const fromQuery = langFromQuery(search);
  if (fromQuery !== undefined) {
    useAppStore.getState().setLang(fromQuery);
    const wanted = localeOf(fromQuery);
    writeLocaleCookie(wanted);
    if (splitLocale(pathname).locale !== wanted) {
      window.location.replace(switchLocaleUrl(pathname, search, wanted));
      return false;
    }
    return true;
  }
  const target = rootRedirect(pathname, search, readLocaleCookie(), navigator.languages ?? [navigator.language]);
  if (target) {
    window.location.replace(target);
    return false;
  }
  return true;
}

async function start(): Promise<void> {
  if (!applyLanguageOnLoad()) return;
  await initI18n(splitLocale(window.location.pathname).locale);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  void registerServiceWorker();
}

void start();
