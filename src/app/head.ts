import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { brandTitle, type HeadContext, type PageMeta } from '../lib/seo/page-meta.ts';
import { langOf } from '../lib/locale.ts';
import { splitLocale, type Locale } from './route-table.ts';
import type { RouteHandle } from './routes.tsx';
import type { MetaT } from './route-module.ts';

/** One matched route as the head reads it (React Router's `matches`, server and browser alike). */
export interface HeadMatch {
  params: Params;
  handle?: unknown;
}

/** What a page's meta is computed from. */
export interface MetaInput {
  matches: readonly HeadMatch[];
  url: URL;
  queryClient: QueryClient;
  t: (locale: Locale, namespaces: readonly string[]) => MetaT;
  /** The site's origin (absolute URLs in Open Graph and JSON-LD). */
  origin: string;
}

/** The page's meta: its module's `handle.meta`, else its title from the nav labels and the site's description. */
export async function pageMeta({ matches, url, queryClient, t, origin }: MetaInput): Promise<PageMeta> {
  const match = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.page);
  const locale = splitLocale(url.pathname).locale;
  const handle = match?.handle as RouteHandle | undefined;
  const tc = t(locale, ['common', ...(handle?.namespaces ?? [])]);
  // The page's own title key (its module's handle), else common:pageTitles.<page>.
  const fallback: PageMeta = {
    title: brandTitle(handle ? tc(handle.title ?? `pageTitles.${handle.page}`) : tc('pageTitles.notFound'), locale),
    description: tc('pageTitles.description'),
    noindex: !handle || handle.noindex === true,
  };
  if (!handle?.meta || !match) return fallback;
  const own = await handle.meta({
    params: match.params,
    url,
    locale,
    lang: langOf(locale),
    queryClient,
    server: typeof window === 'undefined',
    t: t(locale, handle.namespaces ?? []),
    head: headContext(origin, url),
  });
  return { ...fallback, ...own };
}

/** Query parameters that make a different page (news column, article, model, goods): kept in canonical URLs. */
const SIGNIFICANT = ['column', 'id', 'car_model_id', 'goods_id', 'activity_id'];

/** Where a page is for its head tags: the origin, its language and its unprefixed path with the significant query. */
export function headContext(origin: string, url: URL): HeadContext {
  const { locale, path } = splitLocale(url.pathname);
  const query = new URLSearchParams();
  for (const key of SIGNIFICANT) {
    const value = url.searchParams.get(key);
    if (value !== null) query.set(key, value);
  }
  const search = query.toString();
  return { origin, locale, path: search ? `${path}?${search}` : path };
}
