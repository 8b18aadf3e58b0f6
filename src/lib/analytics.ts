import { post } from './api-client.ts';
import { whenIdle } from './idle.ts';

/** One page view, recorded on each route change. */
export interface PageView {
  path: string;
  routeName: string;
  referrer: string;
  lang: 0 | 1;
}

/** Where page views go. The default posts to our API; another (e.g. a vendor's) can be added by config. */
export type AnalyticsSink = (view: PageView) => void | Promise<void>;

/** Default sink: `api/analytics/page_view` on our server (never blocks the page, never throws). */
export const apiSink: AnalyticsSink = async (view) => {
  await post('api/analytics/page_view', { path: view.path, route_name: view.routeName, referrer: view.referrer });
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

/** Sends a page view to every sink once the browser is idle (never competing with the page); failures (offline, blocked) are swallowed. */
export function trackPageView(view: PageView): void {
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
