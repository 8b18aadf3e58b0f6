import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { localizePath, pageNames, pagePath, routeName, type Locale } from './route-table.ts';
import { pages } from './pages.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './layout/route-error.tsx';
import { NotFoundPage } from './layout/not-found-page.tsx';

/** One lazy route per page and locale, named `<name>___<locale>`, plus the 404 catch-alls. */
export function buildRoutes(): RouteObject[] {
  const localized = (locale: Locale): RouteObject[] =>
    pageNames.map((name) => ({
      id: routeName(name, locale),
      path: localizePath(pagePath(name), locale),
      lazy: async () => ({ Component: (await pages[name]()).default }),
    }));
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            ...localized('zh'),
            ...localized('en'),
            { id: routeName('index', 'en').replace('index', 'notFound'), path: '/en/*', element: <NotFoundPage /> },
            { id: 'notFound___zh', path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

export function createRouter() {
  return createBrowserRouter(buildRoutes());
}
