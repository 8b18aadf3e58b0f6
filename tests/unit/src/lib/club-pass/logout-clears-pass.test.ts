import { beforeEach, describe, expect, it, vi } from 'vitest';

const cleared = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../../../src/lib/club-pass/pass-store.ts', () => ({
  clearClubPasses: async () => {
    cleared.count += 1;
  },
}));

const { useAppStore } = await import('../../../../../src/lib/store.ts');
const { configureApiClient, post } = await import('../../../../../src/lib/api-client.ts');

const user = { token: 'tok', user_id: 7, mobile: '13800000000', nickname: 'rider' };
const settle = () => new Promise((r) => setTimeout(r, 10));

beforeEach(() => {
  cleared.count = 0;
  useAppStore.setState({ loginFlag: false, userData: null });
});

describe('the club pass leaves with the login', () => {
  it('logout deletes the saved passes', async () => {
    useAppStore.getState().login(user);
    await settle();
    expect(cleared.count).toBe(0);
    useAppStore.getState().logout();
    await settle();
    expect(cleared.count).toBe(1);
  });

  it('a 401 from any call deletes them', async () => {
    useAppStore.getState().login(user);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 401, msg: 'Please log in', data: null }), { status: 401 })),
    );
    configureApiClient({ baseUrl: '/stage-api', navigate: vi.fn(), currentPath: () => '/userCenter' });
    await post('api/activity/my_activity').catch(() => undefined);
    await settle();
    expect(cleared.count).toBe(1);
    vi.unstubAllGlobals();
  });

  it('another member logging in deletes the first one’s', async () => {
    useAppStore.getState().login(user);
    useAppStore.getState().login({ ...user, user_id: 8 });
    await settle();
    expect(cleared.count).toBe(1);
  });
});
