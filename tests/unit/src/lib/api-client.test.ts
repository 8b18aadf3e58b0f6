import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TimedOutError,
  configureApiClient,
  fetchData,
  fetchStamped,
  GROUP_ID,
  HttpError,
  loginUrlFor,
  NetworkError,
  post,
  RefusalError,
  REQUEST_TIMEOUT_MS,
  storedAtFromHeaders,
  upload,
  UPLOAD_TIMEOUT_MS,
} from '../../../../src/lib/api-client.ts';
import { STORED_AT_HEADER } from '../../../../sw/cache-names.ts';
import { useAppStore } from '../../../../src/lib/store.ts';

const user = { token: 'tok123', user_id: 7, mobile: '13800000000', nickname: 'rider' };
let fetchMock: ReturnType<typeof vi.fn>;
let navigate: ReturnType<typeof vi.fn<(url: string) => void>>;

function reply(body: unknown, status = 200, type = 'application/json') {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': type } });
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  navigate = vi.fn<(url: string) => void>();
  configureApiClient({ baseUrl: '/stage-api', navigate, currentPath: () => '/en/news?page=2' });
  useAppStore.setState({ lang: 0, badge: 0, loginFlag: false, userData: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('post', () => {
  it('POSTs JSON to /stage-api/<path> with group_id 2, lang, credentials and the token in query and header', async () => {
    useAppStore.setState({ lang: 1, loginFlag: true, userData: user });
    fetchMock.mockResolvedValue(reply({ code: 1, msg: 'ok', data: [1] }));
    const env = await post('api/car_info/get_cars_by_type', { type: 'displacement' });
    expect(env).toEqual({ code: 1, msg: 'ok', data: [1] });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/stage-api/api/car_info/get_cars_by_type?token=tok123');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('token')).toBe('tok123');
    expect(JSON.parse(String(init.body))).toEqual({ type: 'displacement', group_id: GROUP_ID, lang: 1 });
  });

  it("starts each request in a task of its own, not in the caller's (several calls from one render are several short tasks)", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(reply({ code: 1, msg: 'ok', data: null })));
    const calls = [post('a'), post('b')];
    expect(fetchMock).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled(); // not a microtask later either
    await Promise.all(calls);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends no token when logged out and lang defaults to 0', async () => {
    fetchMock.mockResolvedValue(reply({ code: 1, msg: 'ok', data: null }));
    await post('api/about_us/get_partner');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/stage-api/api/about_us/get_partner');
    expect(new Headers(init.headers).has('token')).toBe(false);
    expect(JSON.parse(String(init.body))).toEqual({ group_id: 2, lang: 0 });
  });

  it('uses the configured base URL', async () => {
    configureApiClient({ baseUrl: 'https://api.example.test/stage-api/' });
    fetchMock.mockResolvedValue(reply({ code: 1, msg: 'ok', data: null }));
    await post('/api/x');
    expect(fetchMock.mock.calls[0][0]).toBe('https://api.example.test/stage-api/api/x');
  });

  it('resolves code 0 as an envelope (the page shows msg)', async () => {
    fetchMock.mockImplementation(async () => reply({ code: 0, msg: '已售罄', data: null }));
    await expect(post('x')).resolves.toEqual({ code: 0, msg: '已售罄', data: null });
    await expect(fetchData('x')).rejects.toBeInstanceOf(RefusalError);
  });

  it('accepts a JSON envelope sent as text/plain', async () => {
    fetchMock.mockResolvedValue(reply('{"code":1,"msg":"ok","data":5}', 200, 'text/plain'));
    await expect(fetchData('x')).resolves.toBe(5);
  });

  it('any other code opens the home page, clears local storage and rejects with msg', async () => {
    localStorage.setItem('keep', 'no');
    fetchMock.mockResolvedValue(reply({ code: 500, msg: 'session broken', data: null }));
    await expect(post('x')).rejects.toThrow('session broken');
    expect(localStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('rejects with "Error" when that reply has no msg, and treats non-envelope text the same', async () => {
    fetchMock.mockResolvedValueOnce(reply({ code: 2 }));
    await expect(post('x')).rejects.toThrow(/^Error$/);
    fetchMock.mockResolvedValueOnce(reply('<html>gateway</html>', 200, 'text/html'));
    await expect(post('x')).rejects.toThrow(/^Error$/);
  });

  it('HTTP 401 clears the login flag and user data and goes to /login with the return path', async () => {
    useAppStore.setState({ loginFlag: true, userData: user, badge: 3 });
    fetchMock.mockResolvedValue(reply({ code: 401, msg: 'Please log in', data: null }, 401));
    const err = await post('x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(401);
    expect(useAppStore.getState()).toMatchObject({ loginFlag: false, userData: null });
    expect(navigate).toHaveBeenCalledWith('/en/login?path=%2Fen%2Fnews%3Fpage%3D2');
  });

  it('a late 401 for a session already dropped (account deleted, logged out) sends no one to /login', async () => {
    useAppStore.setState({ loginFlag: true, userData: user });
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const pending = post('x').catch((e: unknown) => e);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // The visitor is logged out (and sent home) while that request is still on its way.
    useAppStore.setState({ loginFlag: false, userData: null });
    answer(reply({ code: 401, msg: 'Please log in', data: null }, 401));
    expect(await pending).toBeInstanceOf(HttpError);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('other HTTP errors reject with the server message and keep the login', async () => {
    useAppStore.setState({ loginFlag: true, userData: user });
    fetchMock.mockResolvedValue(reply({ code: 400, msg: 'The request is invalid', data: null }, 400));
    await expect(post('x')).rejects.toThrow('The request is invalid');
    expect(useAppStore.getState().loginFlag).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a 503 (database restarting) is a NetworkError like being offline: no reset to home, login and storage kept', async () => {
    useAppStore.setState({ loginFlag: true, userData: user });
    localStorage.setItem('keep', 'yes');
    const body = {
      code: 503,
      msg: 'The service is briefly unavailable. Please try again in a moment',
      data: { retryable: true, retry_after_ms: 2000 },
    };
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify(body), { status: 503, headers: { 'content-type': 'application/json', 'retry-after': '2' } }),
    );
    const err = await post('x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect((err as NetworkError).kind).toBe('network');
    expect((err as Error).message).toBe(body.msg);
    await expect(fetchData('x')).rejects.toBeInstanceOf(NetworkError);
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('keep')).toBe('yes');
    expect(useAppStore.getState().loginFlag).toBe(true);
    localStorage.clear();
  });

  it('a 502 or 504 from a proxy with no server behind it is a NetworkError too; a 500 stays an HttpError', async () => {
    for (const status of [502, 504]) {
      fetchMock.mockResolvedValueOnce(reply('<html>Bad Gateway</html>', status, 'text/html'));
      await expect(post('x')).rejects.toBeInstanceOf(NetworkError);
    }
    fetchMock.mockResolvedValueOnce(reply({ code: 500, msg: 'Something went wrong on our side. Please try again', data: null }, 500));
    await expect(post('x')).rejects.toBeInstanceOf(HttpError);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("the worker's prompt 504 on a stalled network (x-sw-timeout) is a TimedOutError, not retried", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('{"code":504,"msg":"timeout","data":null}', { status: 504, headers: { 'content-type': 'application/json', 'x-sw-timeout': '1' } }),
    );
    await expect(post('x')).rejects.toBeInstanceOf(TimedOutError);
    fetchMock.mockResolvedValueOnce(reply('<html>Gateway Timeout</html>', 504, 'text/html'));
    await expect(post('x')).rejects.not.toBeInstanceOf(TimedOutError);
  });

  it('a failed fetch is a NetworkError (offline)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(post('x')).rejects.toBeInstanceOf(NetworkError);
  });

  it('times out after 50 s', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_res, rej) => init.signal?.addEventListener('abort', () => rej(new DOMException('aborted', 'AbortError')))),
    );
    const p = post('x').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 10);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20);
    const err = await p;
    expect(err).toBeInstanceOf(NetworkError);
    expect((err as Error).message).toBe('timeout');
  });

  it('uploads are multipart with group_id/lang fields and a 120 s time-out', async () => {
    expect(UPLOAD_TIMEOUT_MS).toBe(120_000);
    vi.useFakeTimers();
    let aborted = false;
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_res, rej) =>
          init.signal?.addEventListener('abort', () => {
            aborted = true;
            rej(new DOMException('aborted', 'AbortError'));
          }),
        ),
    );
    const form = new FormData();
    form.set('file', new Blob(['x']), 'a.png');
    const p = upload('api/upload/image', form).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 1000);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(UPLOAD_TIMEOUT_MS);
    expect(aborted).toBe(true);
    await p;
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect((init.body as FormData).get('group_id')).toBe('2');
  });
});

describe('answers replayed by the service worker', () => {
  const stored = (at: string) =>
    new Response(JSON.stringify({ code: 1, msg: 'ok', data: { price: 25800 } }), {
      headers: { 'content-type': 'application/json', [STORED_AT_HEADER]: at },
    });

  it("reads the worker's x-sw-stored-at header (ms since epoch) and ignores anything else", () => {
    expect(STORED_AT_HEADER).toBe('x-sw-stored-at');
    expect(storedAtFromHeaders(new Headers({ [STORED_AT_HEADER]: '1700000000000' }))).toBe(1_700_000_000_000);
    expect(storedAtFromHeaders(new Headers({ [STORED_AT_HEADER]: ' 1700000000000 ' }))).toBe(1_700_000_000_000);
    expect(storedAtFromHeaders(new Headers())).toBeNull();
    for (const bad of ['', '0', '-5', '1.5e12', 'Tue, 14 Nov 2023 22:13:20 GMT', '99999999999999999999']) {
      expect(storedAtFromHeaders(new Headers({ [STORED_AT_HEADER]: bad })), bad).toBeNull();
    }
  });

  it('fetchStamped hands back the data with the stored-at time of a replayed answer', async () => {
    fetchMock.mockResolvedValueOnce(stored('1700000000000'));
    await expect(fetchStamped('api/car_info/get_car_info', { car_model_id: 1 })).resolves.toEqual({
      data: { price: 25800 },
      storedAt: 1_700_000_000_000,
    });
  });

  it('fetchStamped marks a live network answer with storedAt null', async () => {
    fetchMock.mockResolvedValueOnce(reply({ code: 1, msg: 'ok', data: { price: 25800 } }));
    await expect(fetchStamped('api/car_info/get_car_info', { car_model_id: 1 })).resolves.toEqual({ data: { price: 25800 }, storedAt: null });
  });

  it('keeps the data shape of fetchData and post, and the refusal rule of fetchStamped', async () => {
    fetchMock.mockResolvedValueOnce(stored('1700000000000'));
    await expect(fetchData('x')).resolves.toEqual({ price: 25800 });
    fetchMock.mockResolvedValueOnce(stored('1700000000000'));
    await expect(post('x')).resolves.toEqual({ code: 1, msg: 'ok', data: { price: 25800 } });
    fetchMock.mockResolvedValueOnce(reply({ code: 0, msg: 'Model not found', data: null }));
    await expect(fetchStamped('x')).rejects.toBeInstanceOf(RefusalError);
  });
});

describe('loginUrlFor', () => {
  it('keeps the language of the current page', () => {
    expect(loginUrlFor('/news')).toBe('/login?path=%2Fnews');
    expect(loginUrlFor('/en/shoppingCart')).toBe('/en/login?path=%2Fen%2FshoppingCart');
  });
});
