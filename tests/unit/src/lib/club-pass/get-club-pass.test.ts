import { afterEach, describe, expect, it, vi } from 'vitest';

const net = vi.hoisted(() => ({ answer: (): Promise<unknown> => Promise.resolve({ code: 1, msg: '', data: [] }) }));
const saved = vi.hoisted(() => ({ pass: undefined as unknown }));
vi.mock('../../../../../src/lib/api-client.ts', async (orig) => ({ ...(await orig<object>()), post: () => net.answer() }));
vi.mock('../../../../../src/lib/club-pass/pass-store.ts', () => ({ readClubPass: async () => saved.pass, saveClubPass: async () => undefined }));

const { getClubPass, PASS_STALL_MS } = await import('../../../../../src/lib/club-pass/get-club-pass.ts');
const { NetworkError } = await import('../../../../../src/lib/api-client.ts');

const device = { userId: 7, lang: 0, savedAt: 1000, entries: [{ id: 1 }] };
afterEach(() => {
  vi.useRealTimers();
  saved.pass = undefined;
});

describe('club pass query', () => {
  it('offline: the device copy, marked as such with its saved time', async () => {
    saved.pass = device;
    net.answer = () => Promise.reject(new NetworkError('offline'));
    expect(await getClubPass(7, 0)).toEqual({ entries: device.entries, savedAt: 1000, fromDevice: true });
  });

  it('offline with nothing saved: the network error, for the "not saved on this device" state', async () => {
    net.answer = () => Promise.reject(new NetworkError('offline'));
    await expect(getClubPass(7, 0)).rejects.toBeInstanceOf(NetworkError);
  });

  it('stalled network: the device copy after the stall time, the late live answer through onLate', async () => {
    vi.useFakeTimers();
    saved.pass = device;
    let answer!: (v: unknown) => void;
    net.answer = () => new Promise((r) => (answer = r));
    const late = vi.fn();
    const result = getClubPass(7, 0, late);
    await vi.advanceTimersByTimeAsync(PASS_STALL_MS + 10);
    expect(await result).toMatchObject({ fromDevice: true });
    answer({ code: 1, msg: '', data: [{ id: 2 }] });
    await vi.advanceTimersByTimeAsync(10);
    expect(late).toHaveBeenCalledWith(expect.objectContaining({ fromDevice: false, entries: [{ id: 2 }] }));
  });

  it('live answer in time: live, not the device copy', async () => {
    saved.pass = device;
    net.answer = () => Promise.resolve({ code: 1, msg: '', data: [{ id: 3 }] });
    expect(await getClubPass(7, 0)).toMatchObject({ fromDevice: false, entries: [{ id: 3 }] });
  });
});
