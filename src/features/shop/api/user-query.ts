import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '../../../lib/store.ts';

/**
 * Query options for the logged-in user's own data: network only (never persisted; offline it fails at
 * once and is never re-sent by itself on reconnect), keyed by language and token so one user's data is
 * never shown to the next.
 */
export function userQueryOptions<T>(name: string, lang: Lang, token: string, fn: () => Promise<T>, extra: readonly unknown[] = []) {
  return queryOptions({
    queryKey: ['shop', name, lang, token, ...extra] as const,
    queryFn: fn,
    networkMode: 'always',
    refetchOnReconnect: false,
    retry: false,
    enabled: !!token,
    staleTime: 0,
  });
}
