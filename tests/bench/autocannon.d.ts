// Minimal types for the parts of autocannon the benchmark uses.
declare module 'autocannon' {
  /** One connection's client (an EventEmitter); `setupClient` receives it before it connects. */
  interface Client {
    on(event: 'headers', listener: (info: { statusCode: number; headers: string[] }) => void): this;
  }
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    setupClient?: (client: Client) => void;
  }
  interface Result {
    requests: { average: number };
    /** Milliseconds. */
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  }
  function autocannon(opts: Options): Promise<Result>;
  namespace autocannon {
    export type { Client };
  }
  export default autocannon;
}
