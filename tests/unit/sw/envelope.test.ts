import { describe, expect, it } from 'vitest';
import { isSuccessEnvelope, storableResponse, successEnvelopeText } from '../../../sw/envelope.ts';
import { BODY_HEADER, STORED_AT_HEADER } from '../../../sw/cache-names.ts';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('isSuccessEnvelope', () => {
  it('accepts only code 1 with data', () => {
    expect(isSuccessEnvelope({ code: 1, msg: 'ok', data: [] })).toBe(true);
    expect(isSuccessEnvelope({ code: 1, msg: 'ok', data: null })).toBe(true);
  });
  it('rejects a refusal (code 0), other codes, strings and arrays', () => {
    expect(isSuccessEnvelope({ code: 0, msg: 'model not found' })).toBe(false);
    expect(isSuccessEnvelope({ code: '1', msg: 'ok', data: [] })).toBe(false);
    expect(isSuccessEnvelope({ code: 401, msg: 'login', data: null })).toBe(false);
    expect(isSuccessEnvelope({ code: 1, msg: 'no data' })).toBe(false);
    expect(isSuccessEnvelope('ok')).toBe(false);
    expect(isSuccessEnvelope([{ code: 1 }])).toBe(false);
    expect(isSuccessEnvelope(null)).toBe(false);
  });
});

describe('successEnvelopeText', () => {
  it('returns the text of an HTTP 200 success envelope without consuming the response', async () => {
    const res = json({ code: 1, msg: 'ok', data: { id: 1 } });
    expect(await successEnvelopeText(res)).toBe('{"code":1,"msg":"ok","data":{"id":1}}');
    expect(res.bodyUsed).toBe(false);
  });
  it('returns null for refusals, HTTP errors and non-JSON', async () => {
    expect(await successEnvelopeText(json({ code: 0, msg: 'no', data: null }))).toBeNull();
    expect(await successEnvelopeText(json({ code: 1, msg: 'ok', data: 1 }, 500))).toBeNull();
    expect(await successEnvelopeText(json({ code: 400, msg: 'bad', data: null }, 400))).toBeNull();
    expect(await successEnvelopeText(json('<html>proxy error</html>'))).toBeNull();
  });
});

describe('storableResponse', () => {
  it('keeps body and status, drops transfer headers and records time and body', async () => {
    const src = json({ code: 1, msg: 'ok', data: 1 }, 200, {
      'content-encoding': 'br',
      'content-length': '12',
      date: 'Mon, 01 Jun 2026 10:00:00 GMT',
    });
    const out = storableResponse(src, '{"code":1,"msg":"ok","data":1}', '{"lang":1,"q":"摩托"}', 1234);
    expect(out.status).toBe(200);
    expect(out.headers.get('content-encoding')).toBeNull();
    expect(out.headers.get('content-length')).toBeNull();
    expect(out.headers.get('date')).toBe('Mon, 01 Jun 2026 10:00:00 GMT');
    expect(out.headers.get(STORED_AT_HEADER)).toBe('1234');
    expect(out.headers.get('access-control-expose-headers')).toBe(STORED_AT_HEADER);
    expect(decodeURIComponent(out.headers.get(BODY_HEADER) ?? '')).toBe('{"lang":1,"q":"摩托"}');
    expect(await out.text()).toBe('{"code":1,"msg":"ok","data":1}');
  });
  it('adds a Date header when the source had none (the expiration plugin reads it)', () => {
    const out = storableResponse(new Response('x'), '{}', '{}', Date.UTC(2026, 0, 2));
    expect(out.headers.get('date')).toBe('Fri, 02 Jan 2026 00:00:00 GMT');
  });
});
