import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { isChunkLoadError, reloadAfterChunkError } from '../lib/chunk-guard.ts';
import { initI18n, loadNamespacesOrFail, pageNamespaces } from '../lib/i18n.ts';
import { langFromQuery, langOf, localeOf, readLocaleCookie, rootRedirect, switchLocaleUrl, writeLocaleCookie } from '../lib/locale.ts';
import { useAppStore } from '../lib/store.ts';
import { splitLocale } from './route-table.ts';
import { createQueryClient } from './query-client.ts';
import { createRoutes, type RouteHandle } from './routes.tsx';
import { SaveDataHint } from '../lib/use-save-data.ts';
import { SAVE_DATA_ATTRIBUTE } from '../config/raster.ts';
import { nextTask } from '../lib/idle.ts';

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

/** The JSON the server put in the page for hydration (`<script type="application/json" id=…>`), if any. */
function serverJson<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}

/** Starts the app on the page: hydrates the server's render (or renders the offline shell). Called by main.tsx once the page has painted. */
export async function start(): Promise<void> {
  if (!applyLanguageOnLoad()) return;
  const { pathname } = window.location;
  const locale = splitLocale(pathname).locale;
  useAppStore.getState().setLang(langOf(locale));
  const queryClient = createQueryClient();
  const dehydrated = serverJson<DehydratedState>('query-state');
  if (dehydrated) hydrate(queryClient, dehydrated);
  const routes = createRoutes({
    queryClient,
    server: false,
    prepare: (lng, namespaces) => {
      useAppStore.getState().setLang(langOf(lng));
      return loadNamespacesOrFail(lng, pageNamespaces(namespaces));
    },
  });
  // React Router's step for lazy routes and hydration: the matched routes' modules load before the
  // router is made, so the first render has their components (and the server's HTML is reused).
  const matches = matchRoutes(routes, window.location) ?? [];
  let resolved = true;
  try {
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
    );
  } catch (err) {
    // The page's code is gone (a new deploy): reload once (the chunk guard); else the router tries
    // again and shows the error page in place of the server's HTML.
    if (isChunkLoadError(err) && reloadAfterChunkError()) return;
    resolved = false;
  }
  const handle = matches.at(-1)?.route.handle as RouteHandle | undefined;
  const namespaces = pageNamespaces(handle?.namespaces ?? []);
  await initI18n(locale, namespaces);
  try {
    await loadNamespacesOrFail(locale, namespaces);
  } catch {
    // Like the page's code: reload once (the server's page stays up meanwhile). Else hydrating would
    // put keys where the server's words were: render afresh, and the page's loader (which loads its
    // translations first) fails the same way into the translated error page.
    if (reloadAfterChunkError()) return;
    resolved = false;
  }
  // Making the router (its route tree, history, saved scroll) and hydrating are tasks of their own:
  // each is a few milliseconds on a phone, together with the above they were one long task.
  await nextTask();
  const routerData = resolved ? serverJson<object>('router-state') : undefined;
  // React Router reads (and revives the errors of) its hydration data from this global.
  if (routerData) (window as Window & { __staticRouterHydrationData?: object }).__staticRouterHydrationData = routerData;
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SaveDataHint value={document.documentElement.hasAttribute(SAVE_DATA_ATTRIBUTE)}>
          <RouterProvider router={router} />
        </SaveDataHint>
      </QueryClientProvider>
    </StrictMode>
  );
  await nextTask();
  const container = document.getElementById('root')!;
  // The service worker's offline shell and the dev server send no server render: render from scratch.
  // Hydration as a transition: React does it in short slices, so a tap or key meanwhile is answered
  // (and the part it lands on hydrated first) instead of waiting out one long task.
  if (routerData) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  // Restoring the persisted catalog does not hold up the first render (hydration keeps what is newer).
  void import('./persist-queries.ts')
    .then((m) => m.persistQueries(queryClient))
    .catch((err: unknown) => console.warn('query cache persistence unavailable', err));
  void import('../lib/sw-bridge.ts').then((m) => m.registerServiceWorker()).catch(() => undefined);
}
