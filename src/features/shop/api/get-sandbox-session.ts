import { useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import type { Lang } from '../../../lib/store.ts';
import { userQueryOptions } from './user-query.ts';
import type { SandboxSession } from './types.ts';

/** What the sandbox pay page is paying for (api/payment/sandbox_session). */
export function getSandboxSession(session: string): Promise<SandboxSession> {
  return fetchData<SandboxSession>('api/payment/sandbox_session', { session });
}

/** Network-only user data. */
export function sandboxSessionQueryOptions(lang: Lang, token: string, session: string) {
  return { ...userQueryOptions('sandbox-session', lang, token, () => getSandboxSession(session), [session]), enabled: !!token && /^[0-9a-f]{32}$/.test(session) };
}

/** The sandbox session. */
export function useSandboxSession(lang: Lang, token: string, session: string) {
  return useQuery(sandboxSessionQueryOptions(lang, token, session));
}
