import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, fetchData, fetchStamped, HttpError, NetworkError, RefusalError } from '../../../../src/lib/api-client.ts';
import { isNotFound } from '../../../../src/lib/not-found.ts';
import { useAppStore } from '../../../../src/lib/store.ts';

const reply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const notFoundEnvelope = { code: 0, msg: 'This model does not exist or is no longer offered', data: null, reason: 'not_found' };
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ baseUrl: '/stage-api', navigate: vi.fn(), currentPath: () => '/' });
  useAppStore.setState({ lang: 1, badge: 0, loginFlag: false, userData: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('isNotFound', () => {
  it('recognises the not-found envelope and nothing like it', () => {
    expect(isNotFound(notFoundEnvelope)).toBe(true);
    expect(isNotFound({ ...notFoundEnvelope, reason: undefined })).toBe(false); // another refusal
    expect(isNotFound({ ...notFoundEnvelope, code: 1 })).toBe(false);
    expect(isNotFound({ ...notFoundEnvelope, data: {} })).toBe(false);
    expect(isNotFound(null)).toBe(false);
    expect(isNotFound('not_found')).toBe(false);
  });

  it('recognises the error a detail query rejects with, and keeps its message for the page', async () => {
    fetchMock.mockResolvedValue(reply(notFoundEnvelope));
    const err = await fetchStamped('api/car_info/get_car_info', { car_model_id: 987654 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RefusalError);
    expect((err as RefusalError).message).toBe(notFoundEnvelope.msg);
    expect(isNotFound(err)).toBe(true);
  });

  it('is false for other refusals, HTTP errors and network failures', async () => {
    fetchMock.mockResolvedValueOnce(reply({ code: 0, msg: 'Sold out', data: null }));
    expect(isNotFound(await fetchData('x').catch((e: unknown) => e))).toBe(false);
    fetchMock.mockResolvedValueOnce(reply({ code: 400, msg: 'bad', data: null }, 400));
    const http = await fetchData('x').catch((e: unknown) => e);
    expect(http).toBeInstanceOf(HttpError);
    expect(isNotFound(http)).toBe(false);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = await fetchData('x').catch((e: unknown) => e);
    expect(offline).toBeInstanceOf(NetworkError);
    expect(isNotFound(offline)).toBe(false);
  });
});
