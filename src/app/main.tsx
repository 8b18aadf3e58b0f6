import { StrictMode, startTransition } from 'react';
import { installChunkGuard } from '../lib/chunk-guard.ts';
import { initI18n } from '../lib/i18n.ts';
import { langFromQuery, localeOf, readLocaleCookie, rootRedirect, switchLocaleUrl, writeLocaleCookie } from '../lib/locale.ts';
import { useAppStore } from '../lib/store.ts';
import { hasFirstScreenData, splitLocale } from './route-table.ts';
import { App } from './app.tsx';
import { createQueryClient } from './query-client.ts';
import { warmPageRegistry } from './pages.ts';
import { nextTask } from '../lib/idle.ts';
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
  // React DOM's module body (most of what evaluating the entry cost) runs in a task of its own,
  // while the translations and the first screen's data load (decision 030).
  const rootFactory = nextTask()
    .then(() => import('react-dom/client'))
    .then(({ createRoot }) => createRoot);
  const queryClient = createQueryClient();
  // Restoring the persisted catalog does not hold up the first render: it loads as its own chunk
  // and hydrates whatever the network (or the service worker's cache) has not answered yet.
  const persistence = import('./persist-queries.ts').then((m) => m.persistQueries(queryClient));
  // The first screen's data is requested now, while the translations and the page's code load
  // (pages that have such data only: the others need not load that chunk).
  const { pathname, search } = window.location;
  const container = document.getElementById('root')!;
  const serverPage = container.hasAttribute('data-page');
  const early = hasFirstScreenData(pathname)
    ? import('./route-data.ts').then((m) => m.prefetchFirstScreen(queryClient, pathname, search, serverPage)).catch(() => undefined)
    : undefined;
  await initI18n(splitLocale(pathname).locale);
  // A page the server rendered into the HTML is on screen already (decision 029): the first render
  // waits until it can show that same page (its code, translations and data), never the spinner.
  if (serverPage) await (await early)?.();
  const createRoot = await rootFactory;
  const root = createRoot(container);
  // A transition render is concurrent: React yields to the browser every few milliseconds, so the
  // first render is many short tasks (input, network callbacks and paints get in between) instead of
  // one long one. Lazy parts still show their Suspense fallbacks: the boundaries are new.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
  persistence.catch((err: unknown) => console.warn('query cache persistence unavailable', err));
  warmPageRegistry();
  void import('../lib/sw-bridge.ts').then((m) => m.registerServiceWorker()).catch(() => undefined);
}

// Evaluating the entry (every library's and module's top level) is one long task of its own; the app
// starts in the next one, so input and the HTML's first paint can get in between.
void nextTask().then(start);
