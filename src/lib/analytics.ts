import { post } from './api-client.ts';
import { whenIdle } from './idle.ts';

/** One page view, recorded on each location change (path or query). */
export interface PageView {
  path: string;
  /** The query string (`location.search`, with or without `?`); sinks get it without any `token`. */
  query: string;
  routeName: string;
  /** The site path of the page before (`''` for none or another site's page). */
  referrer: string;
  lang: 0 | 1;
}

/** Where page views go. The default posts to our API; another (e.g. a vendor's) can be added by config. */
export type AnalyticsSink = (view: PageView) => void | Promise<void>;

/** Default sink: `api/analytics/page_view` on our server (never blocks the page, never throws). */
export const apiSink: AnalyticsSink = async (view) => {
  await post('api/analytics/page_view', { path: view.path, query: view.query, route_name: view.routeName, referrer: view.referrer });
};

const sinks: AnalyticsSink[] = [apiSink];

/** Replaces the sink list (config or tests). */
export function setAnalyticsSinks(next: AnalyticsSink[]): void {
  sinks.splice(0, sinks.length, ...next);
}

/** Adds a second sink, e.g. `addAnalyticsSink((v) => window.dataLayer?.push(v))`. */
export function addAnalyticsSink(sink: AnalyticsSink): void {
  sinks.push(sink);
}

/** The server's bound on a stored query string. */
const MAX_QUERY = 512;

/**
 * A query string as page views record it: without `?` and without any `token` parameter (a session
 * token must never reach analytics), cut to the server's bound.
 */
export function analyticsQuery(search: string): string {
  const raw = search.startsWith('?') ? search.slice(1) : search;
  const kept = raw.split('&').filter((part) => {
    if (!part) return false;
    const key = part.split('=', 1)[0]!.replace(/\+/g, ' ');
    let name = key;
    try {
      name = decodeURIComponent(key);
    } catch {
      /* an undecodable key is not `token` */
    }
    return name.toLowerCase() !== 'token';
  });
  return kept.join('&').slice(0, MAX_QUERY);
}

/** The path of a same-site referrer URL (`document.referrer`), `''` for another site's page or none. */
export function sameSiteReferrer(referrer: string, origin: string): string {
  try {
    const url = new URL(referrer);
    return url.origin === origin ? url.pathname : '';
  } catch {
    return '';
  }
}

/**
 * Sends a page view to every sink once the browser is idle (never competing with the page); failures
 * (offline, blocked) are swallowed. A null referrer is the page the document opened on: its referrer
 * is the document's, when it came from this site (a full page load from one of ours).
 */
export function trackPageView(input: Omit<PageView, 'referrer'> & { referrer: string | null }): void {
  const referrer = input.referrer ?? sameSiteReferrer(document.referrer, window.location.origin);
  const view = { ...input, referrer, query: analyticsQuery(input.query) };
  whenIdle(() => {
    for (const sink of sinks) {
      try {
        void Promise.resolve(sink(view)).catch(() => undefined);
      } catch {
        /* a broken sink never breaks navigation */
      }
    }
  });
}
