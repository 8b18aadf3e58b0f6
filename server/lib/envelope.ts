/** The `/stage-api` response envelope. code 1 = success, 0 = expected refusal shown by the page. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Success envelope. */
export function ok<T>(data: T, msg = 'ok'): Envelope<T> {
  return { code: 1, msg, data };
}

/** Business refusal (HTTP 200, code 0) that the calling page shows to the user. */
export function refuse(msg: string): Envelope<null> {
  return { code: 0, msg, data: null };
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
