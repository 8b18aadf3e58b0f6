import type { ComponentType } from 'react';
import { data, type Params } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Namespace } from '../lib/i18n.ts';
import type { HeadContext, PageMeta } from '../lib/seo/page-meta.ts';
import type { Locale } from './route-table.ts';
import { isConstrainedConnection } from '../lib/network.ts';
import { isNotFound } from '../lib/not-found.ts';

/** What a page's loader and meta get: the route's params and URL, its language, the query client and (meta) `t`. */
export interface PageContext {
  params: Params;
  url: URL;
  locale: Locale;
  lang: 0 | 1;
  queryClient: QueryClient;
  /** True in the server's render (loaders wait for their data), false in the browser. */
  server: boolean;
}

/** `t` as meta functions use it: keys of the page's namespaces, checked by the page's own tests rather than by type. */
export type MetaT = (key: string, options?: Record<string, unknown>) => string;

/** A page's facts beside its component (src/app/page-list.ts names its module). */
export interface PageHandle {
  /** Translation namespaces its first render reads (loaded before it renders), besides `common` and `shell`. */
  namespaces: readonly Namespace[];
  /** False: the server renders the layout with the page's loading state, the browser fills it (user pages). */
  ssr?: boolean;
  /** The translation key of the page's title when it is not `common:pageTitles.<page>` (e.g. its nav label). */
  title?: string;
  /** Kept out of search engines' indexes (user pages, search results). */
  noindex?: boolean;
  /** Title, description and the rest for the head, after the loader (t reads the page's namespaces); may load its builder lazily. */
  meta?: (ctx: PageContext & { t: MetaT; head: HeadContext }) => PageMeta | Promise<PageMeta>;
  /** The first screen's largest pictures (same-origin /media URLs) and how wide the page draws them (`<Picture sizes>`), preloaded by the server's HTML. */
  preload?: (ctx: PageContext) => { url: string | undefined; sizes: string }[];
}

/** What a route module exports (a page file: `export function Component`, `loader`, `handle`). */
export interface RouteModule {
  Component: ComponentType;
  loader?: (ctx: PageContext) => Promise<unknown>;
  handle?: PageHandle;
  ErrorBoundary?: ComponentType;
}

/**
 * How long a client-side loader waits for its data before the page renders its own loading state.
 * Well under the catalog read's time-out (src/lib/catalog-timeout.ts): the page must be on screen
 * when the read gives up, so "not saved yet" shows at the time-out, not a render later.
 */
export const CLIENT_DATA_WAIT_MS = 1000;
/** The same on a constrained connection (Save-Data, 2g), whose catalog time-out is shorter too. */
export const CLIENT_DATA_WAIT_CONSTRAINED_MS = 500;

/** The 404 a loader throws for an unknown id (React Router answers it with the not-found page, HTTP 404). */
export function notFound(): never {
  throw data(null, { status: 404 });
}

interface EnsurableOptions {
  queryKey: readonly unknown[];
}

/**
 * Loads a page's first-screen queries into the cache. On the server it waits for all of them and
 * answers 404 when a detail call says the id does not exist (`detail: true` options); other failures
 * are left to the page. In the browser it waits at most a second (the persisted cache usually
 * answers at once), then lets the page render its own loading or "not saved yet" state.
 */
export async function ensureQueries(ctx: PageContext, options: readonly EnsurableOptions[], detail: readonly EnsurableOptions[] = []): Promise<null> {
  const all = [...detail, ...options].map((o) =>
    ctx.queryClient.ensureQueryData(o as never).then(
      () => undefined,
      (err: unknown) => (detail.includes(o) && isNotFound(err) ? 'not-found' : undefined),
    ),
  );
  const settled = Promise.all(all);
  const outcome = ctx.server ? await settled : await Promise.race([settled, wait(clientWaitMs())]);
  if (Array.isArray(outcome) && outcome.includes('not-found')) notFound();
  return null;
}

function wait(ms: number): Promise<undefined> {
  return new Promise((resolve) => setTimeout(() => resolve(undefined), ms));
}

function clientWaitMs(): number {
  return isConstrainedConnection() ? CLIENT_DATA_WAIT_CONSTRAINED_MS : CLIENT_DATA_WAIT_MS;
}
