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
  const server = http.createServer((req, res) => {
    if (rule?.(req.method ?? 'GET', req.url ?? '/')) {
      req.resume(); // read the body, answer nothing
      return;
    }
    const out = http.request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    stall: (next) => (rule = next),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
