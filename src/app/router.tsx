import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { matchPage, routeName, splitLocale, type PageName } from './route-table.ts';
import { loadPage } from './pages.ts';
import { trackPageLoad } from './page-loads.ts';

// Routing is a lookup in the route table (route-table.ts `matchPage`, which the server uses too): the
// site has no loaders, actions or nested routes, and react-router's own matcher ranked and compiled
// all ~80 localized route patterns on every render (17 ms of the first render here, profiled).

const components = new Map<PageName, LazyExoticComponent<ComponentType>>();

/**
 * Page components already loaded before the first render (route-data.ts `prepareServerPage`): a
 * lazy component suspends on its first render however early its code arrived, which would replace a
 * server-rendered page with the spinner for a moment (decision 029).
 */
export const loadedPages = new Map<PageName, ComponentType>();

/** A page module without its component is a chunk that did not load (named so the chunk guard knows it). */
function checkModule<T extends { default: ComponentType }>(module: T | undefined): T {
  if (!module?.default) throw Object.assign(new Error('page chunk did not load'), { name: 'ChunkLoadError' });
  return module;
}

/** Pages whose code failed to load, forgotten once the error page shows (`forgetFailedPages`). */
const failed = new Set<PageName>();

/**
 * Lets a later visit to a page whose code failed try again. Called once the error page is on screen,
 * not when the import fails: React renders again after an error before showing the error boundary,
 * and a fresh lazy component in that render would fetch again, fail again, and loop for ever.
 */
export function forgetFailedPages(): void {
  for (const name of failed) components.delete(name);
  failed.clear();
}

/** The lazy component of a page; a failed import is forgotten (see above) so a later visit tries again. */
function pageComponent(name: PageName): LazyExoticComponent<ComponentType> {
  let component = components.get(name);
  if (!component) {
    component = lazy(() =>
      trackPageLoad(loadPage(name).then(checkModule)).catch((err: unknown) => {
        failed.add(name);
        throw err;
      }),
    );
    components.set(name, component);
  }
  return component;
}

const NotFoundPage = lazy(() => trackPageLoad(import('./layout/not-found-page.tsx')).then((m) => ({ default: m.NotFoundPage })));

/** The element of the page for a location (default: the current URL); unknown paths get the 404 page. */
export function usePageElement(location?: Location) {
  const current = useLocation();
  const page = matchPage((location ?? current).pathname);
  // Not a new component per render: pageComponent keeps one lazy component per page for the app's life.
  const Page = page ? (loadedPages.get(page.name) ?? pageComponent(page.name)) : NotFoundPage;
  // eslint-disable-next-line react-hooks/static-components
  return <Page />;
}

/** The route name of a path in the spec's `<name>___<locale>` form (`notFound___<locale>` for the 404 page). */
export function routeNameOf(pathname: string): string {
  const match = matchPage(pathname);
  return match ? routeName(match.name, match.locale) : `notFound___${splitLocale(pathname).locale}`;
}
