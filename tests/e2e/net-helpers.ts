// Lie-fi for browser tests: a proxy in front of the test server that can be told to accept requests
// and never answer them (the network state a phone on a bad mobile connection is most often in).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Which requests to hold forever: by method and path. */
export type StallRule = (method: string, path: string) => boolean;

/** A running stall proxy. */
export interface StallProxy {
  origin: string;
  /** From now on, hold the requests this rule matches (null: answer everything again). */
  stall(rule: StallRule | null): void;
  /** From now on, answer the requests this rule matches with `status` without asking the server (null: pass them on again). */
  fail(rule: StallRule | null, status?: number): void;
  /** Answers to requests matching `rule` wait `ms` first (to make overlapping requests observable). */
  delay(rule: StallRule | null, ms?: number): void;
  /** Traffic since the last reset: response bytes sent, requests, and the most requests in flight at once per rule. */
  stats(): { bytes: number; requests: number; peakInFlight: number; paths: string[] };
  resetStats(watch?: StallRule): void;
  stop(): Promise<void>;
}

/** Holds page loads (HTML). */
export const HTML: StallRule = (method, path) =>
  method === 'GET' && !/^\/(assets|generated|media|stage-api)\//.test(path) && !/\.\w{2,12}(\?|$)/.test(path);
/** Holds API calls. */
export const API: StallRule = (_method, path) => path.startsWith('/stage-api/');
/** Holds everything. */
export const ALL: StallRule = () => true;

/** Starts the proxy on `port` (127.0.0.1) in front of `target` (an http origin). */
export async function startStallProxy(target: string, port: number): Promise<StallProxy> {
  const upstream = new URL(target);
  let rule: StallRule | null = null;
  let delayRule: StallRule | null = null;
  let failRule: StallRule | null = null;
  let failStatus = 503;
  let delayMs = 0;
  let watch: StallRule = () => true;
  let stats = { bytes: 0, requests: 0, peakInFlight: 0, paths: [] as string[] };
  let inFlight = 0;
  const server = http.createServer((req, res) => {
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    if (rule?.(method, path)) {
      req.resume(); // read the body, answer nothing
      return;
    }
    if (failRule?.(method, path)) {
      req.resume();
      res.writeHead(failStatus, { 'content-type': 'text/plain' }).end('failed by the test proxy');
      return;
    }
    const watched = watch(method, path);
    if (watched) {
      stats.requests++;
      stats.paths.push(path);
      stats.peakInFlight = Math.max(stats.peakInFlight, ++inFlight);
      res.on('close', () => (inFlight = Math.max(0, inFlight - 1)));
    }
    const wait = delayRule?.(method, path) ? delayMs : 0;
    const out = http.request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      setTimeout(() => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.on('data', (chunk: Buffer) => {
          if (watched) stats.bytes += chunk.length;
        });
        answer.pipe(res);
      }, wait);
    });
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    stall: (next) => (rule = next),
    fail: (next, status = 503) => {
      failRule = next;
      failStatus = status;
    },
    delay: (next, ms = 300) => {
      delayRule = next;
      delayMs = ms;
    },
    stats: () => ({ ...stats, paths: [...stats.paths] }),
    resetStats: (next = () => true) => {
      watch = next;
      stats = { bytes: 0, requests: 0, peakInFlight: 0, paths: [] };
      inFlight = 0;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
