import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useRoutes, type Location, type RouteObject } from 'react-router-dom';
import { localizePath, matchPage, pageNames, pagePath, routeName, splitLocale, type Locale, type PageName } from './route-table.ts';
import { loadPage } from './pages.ts';
import { trackPageLoad } from './page-loads.ts';

// Declarative routing (BrowserRouter + useRoutes): the site has no loaders or actions, and the data
// router costs about 15 KB gzip more on the home page (docs/decisions/004-bundle-budget.md).

const components = new Map<PageName, LazyExoticComponent<ComponentType>>();

/** The lazy component of a page; a failed import is forgotten so a later visit tries again. */
function pageComponent(name: PageName): LazyExoticComponent<ComponentType> {
  let component = components.get(name);
  if (!component) {
    component = lazy(() =>
      trackPageLoad(loadPage(name)).catch((err: unknown) => {
        components.delete(name);
        throw err;
      }),
    );
    components.set(name, component);
  }
  return component;
}

const NotFoundPage = lazy(() => trackPageLoad(import('./layout/not-found-page.tsx')).then((m) => ({ default: m.NotFoundPage })));

/** One lazy route per page and locale, plus the 404 catch-all (either language). */
export function buildRoutes(): RouteObject[] {
  const localized = (locale: Locale): RouteObject[] =>
    pageNames.map((name) => {
      const Page = pageComponent(name);
      return { path: localizePath(pagePath(name), locale), element: <Page /> };
    });
  return [...localized('zh'), ...localized('en'), { path: '*', element: <NotFoundPage /> }];
}

let routes: RouteObject[] | undefined;

/** The element of the page for a location (default: the current URL). */
export function usePageElement(location?: Location) {
  routes ??= buildRoutes();
  return useRoutes(routes, location);
}

/** The route name of a path in the spec's `<name>___<locale>` form (`notFound___<locale>` for the 404 page). */
export function routeNameOf(pathname: string): string {
  const match = matchPage(pathname);
  return match ? routeName(match.name, match.locale) : `notFound___${splitLocale(pathname).locale}`;
}
