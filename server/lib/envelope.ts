/** The `/stage-api` response envelope. code 1 = success, 0 = expected refusal shown by the page. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
  /** Set on a refusal that means "this id does not exist" (see notFound). */
  reason?: 'not_found';
}

/** Success envelope. */
export function ok<T>(data: T, msg = 'ok'): Envelope<T> {
  return { code: 1, msg, data };
}

/** Business refusal (HTTP 200, code 0) that the calling page shows to the user. */
export function refuse(msg: string): Envelope<null> {
  return { code: 0, msg, data: null };
}

/**
 * The answer of a detail call for an id that does not exist (a model, version, article or goods item):
 * a refusal like any other for legacy clients (HTTP 200, code 0, the message in the request's language,
 * data null), marked `reason: 'not_found'` so pages (and the server renderer) answer a 404 page and
 * never mistake it for a network failure or another refusal. A malformed id is bad input: HTTP 400.
 */
export function notFound(msg: string): Envelope<null> {
  return { code: 0, msg, data: null, reason: 'not_found' };
}

/** An HTTP error carrying an envelope message; the global error handler turns it into a 4xx reply. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
