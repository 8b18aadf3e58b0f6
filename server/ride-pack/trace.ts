// What a server render asked the API for: the ride pack renders each page in-process and lists the
// calls the page made (path and exact body), so the browser can store those answers under the same
// keys the service worker uses. The render records into a trace named by a request header; only
// traces opened here exist (a random id), so a visitor sending the header records nothing.
import crypto from 'node:crypto';

/** The request header that names a trace. */
export const TRACE_HEADER = 'x-ride-pack-trace';

/** One API call a page's render made: its path under the site, its JSON body, the answer's status and text. */
export interface TracedCall {
  path: string;
  body: string;
  status: number;
  answer: string;
}

const open = new Map<string, TracedCall[]>();

/** Records a call when the page request carries an open trace's id (server/ssr.ts calls it for each call). */
export function recordCall(traceId: unknown, call: TracedCall): void {
  if (typeof traceId === 'string') open.get(traceId)?.push(call);
}

/** Runs `work` (a page request sent with the trace header) and returns its result with the API calls its render made. */
export async function traceCalls<T>(work: (headers: Record<string, string>) => Promise<T>): Promise<{ result: T; calls: TracedCall[] }> {
  const id = crypto.randomBytes(16).toString('hex');
  const calls: TracedCall[] = [];
  open.set(id, calls);
  try {
    return { result: await work({ [TRACE_HEADER]: id }), calls };
  } finally {
    open.delete(id);
  }
}
