import { useSyncExternalStore, type ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { PAGES } from './page-list.ts';
import { localizePath, pageNames, routeName, type Locale, type PageName } from './route-table.ts';
import { notFound, type PageContext, type PageHandle, type RouteModule } from './route-module.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { PageError } from './layout/route-error.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { langOf } from '../lib/locale.ts';

/** Where the routes run: the query client of this request (server) or of the app (browser). */
export interface RouteEnv {
  queryClient: QueryClient;
  server: boolean;
  /** Before a page's loader in the browser: its language for API calls, its translations. */
  prepare?: (locale: Locale, namespaces: readonly string[]) => Promise<unknown>;
}

/** A route's handle as the app reads it: the page module's, plus which page and language it is. */
export type RouteHandle = Partial<PageHandle> & { page: PageName; locale: Locale };

const noSubscription = () => () => undefined;

/** A page the server renders as its loading state only (user pages): the browser renders it after hydration. */
function clientOnly(Page: ComponentType): ComponentType {
  return function ClientOnly() {
    const hydrated = useSyncExternalStore(
      noSubscription,
      () => true,
      () => false,
    );
    return hydrated ? <Page /> : <Spinner />;
  };
}

function pageRoute(name: PageName, locale: Locale, env: RouteEnv): RouteObject {
  return {
    id: routeName(name, locale),
    path: localizePath(PAGES[name].path, locale),
    HydrateFallback: Spinner,
    lazy: async () => {
      const module: RouteModule = await PAGES[name].load();
      const handle: RouteHandle = { ...module.handle, page: name, locale };
      const ssr = module.handle?.ssr !== false;
      return {
        Component: ssr ? module.Component : clientOnly(module.Component),
        ErrorBoundary: module.ErrorBoundary,
        handle,
        loader: async ({ params, request }: LoaderFunctionArgs) => {
          if (!env.server) await env.prepare?.(locale, handle.namespaces ?? []);
          if (!module.loader || (env.server && !ssr)) return null;
          const ctx: PageContext = {
            params,
            url: new URL(request.url),
            locale,
            lang: langOf(locale),
            queryClient: env.queryClient,
            server: env.server,
          };
          await module.loader(ctx);
          return null;
        },
      };
    },
  };
}

/**
 * The site's routes: the layout at the root, every page of page-list.ts in Chinese and under /en
 * (ids `<name>___<locale>`), and a catch-all that answers 404 with the not-found page. Loaders fill
 * `env.queryClient` and return nothing: pages read their data through their queries.
 */
export function createRoutes(env: RouteEnv): RouteObject[] {
  const pages = (['zh', 'en'] as const).flatMap((locale) => pageNames.map((name) => pageRoute(name, locale, env)));
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: PageError,
      children: [
        {
          id: 'pages',
          ErrorBoundary: PageError,
          children: [...pages, { id: 'notFound', path: '*', loader: () => notFound(), Component: Spinner }],
        },
      ],
    },
  ];
}
