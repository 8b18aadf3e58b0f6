// The `/stage-api` envelope {code,msg,data}: only a success answer (code 1) may be stored. A code-0
// refusal ("model not found"), an HTTP error or a non-JSON body is passed through but never cached,
// so the cache can only ever replay answers that were once true.
import { BODY_HEADER, STORED_AT_HEADER } from './cache-names.ts';

/** True for an envelope whose code is exactly 1 (the success code; 0 is a refusal and never stored). */
export function isSuccessEnvelope(payload: unknown): boolean {
  return !!payload && typeof payload === 'object' && !Array.isArray(payload) && (payload as { code?: unknown }).code === 1 && 'data' in payload;
}

/** The body text of a response when it is an HTTP 200 success envelope, otherwise null. Reads a clone. */
export async function successEnvelopeText(response: Response): Promise<string | null> {
  if (response.status !== 200 || response.type === 'opaque') return null;
  let text: string;
  try {
    text = await response.clone().text();
  } catch {
    return null;
  }
  try {
    return isSuccessEnvelope(JSON.parse(text)) ? text : null;
  } catch {
    return null;
  }
}

/** Headers that describe the network transfer, not the (already decoded) body we store. */
const TRANSFER_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'set-cookie', 'set-cookie2']);

/**
 * The response to store: the same body and status, transfer headers dropped, plus when it was
 * stored and which (token-free) body it answers, so the page can list what is available offline.
 */
export function storableResponse(source: Response, text: string, canonicalBody: string, now: number): Response {
  const headers = new Headers();
  source.headers.forEach((value, name) => {
    if (!TRANSFER_HEADERS.has(name.toLowerCase())) headers.set(name, value);
  });
  headers.set(STORED_AT_HEADER, String(now));
  // A response the worker builds is CORS-filtered for a cross-origin API (another server, same
  // contract): expose the stamp so the page can still read it there.
  headers.append('access-control-expose-headers', STORED_AT_HEADER);
  headers.set(BODY_HEADER, encodeURIComponent(canonicalBody));
  if (!headers.has('content-type')) headers.set('content-type', 'application/json; charset=utf-8');
  if (!headers.has('date')) headers.set('date', new Date(now).toUTCString());
  return new Response(text, { status: source.status, statusText: source.statusText, headers });
}
