import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../lib/store.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { loginUrlFor, RefusalError } from '../../../lib/api-client.ts';
import { NeedsConnection } from '../../../components/ui/needs-connection.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** The logged-in user's token, or '' when logged out. */
export function useToken(): string {
  return useAppStore((s) => (s.loginFlag && s.userData?.token) || '');
}

/**
 * Logged-out visitors go to the login page, which brings them back here afterwards. The return path
 * is taken once, on mount: during the out-in page transition this page stays mounted while the URL
 * already shows the next page, and must not redirect again from there.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const token = useToken();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [from] = useState(`${pathname}${search}`);
  useEffect(() => {
    // Logged out after the visitor left (account deleted, then home while this page fades out): the
    // next page is theirs; sending them to /login from here would be the race this guards against.
    const here = typeof window === 'undefined' || `${window.location.pathname}${window.location.search}` === from;
    if (!token && here) void navigate(loginUrlFor(from), { replace: true });
  }, [token, from, navigate]);
  return token ? <>{children}</> : null;
}

/**
 * Network-only pages: offline they show the needs-a-connection state. It stays until the rider taps
 * Try again, even after the connection returns, so nothing is fetched or sent on its own.
 */
export function NetworkOnly({ children }: { children: ReactNode }) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const [blocked, setBlocked] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);
  // Latch on going offline (a state update during render, React's pattern for derived state).
  if (!online && !blocked) setBlocked(true);
  if (blocked) {
    const retry = () => {
      if (!navigator.onLine) return;
      setBlocked(false);
      void queryClient.invalidateQueries({ type: 'active' });
    };
    return (
      <div className="container">
        <NeedsConnection onRetry={retry} />
      </div>
    );
  }
  return <>{children}</>;
}

interface QueryLike<T> {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
  refetch: () => unknown;
}

/** Loading, offline, refusal and error states of one query; renders `children(data)` once it has data. */
export function QueryState<T>({ query, children }: { query: QueryLike<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('shop');
  if (query.data !== undefined) return <>{children(query.data)}</>;
  const err = query.error as (Error & { kind?: string }) | null;
  if (err?.kind === 'network') return <NeedsConnection onRetry={() => void query.refetch()} />;
  if (err) {
    return (
      <StateMessage
        tone="error"
        title={err instanceof RefusalError ? err.message : t('common.loadFailed')}
        action={
          <button type="button" className="btn btn-dark" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  return <Spinner label={t('common.loading')} />;
}

/** The message to show for a failed mutation (refusal text, HTTP message, or a generic line). */
export function errorText(err: unknown, fallback: string): string {
  if (err instanceof RefusalError) return err.message;
  const e = err as { kind?: string; message?: string } | null;
  if (e?.kind === 'http' && e.message) return e.message;
  return fallback;
}

/** True when a mutation failed because the network is down (show the needs-a-connection state). */
export function isNetworkError(err: unknown): boolean {
  return (err as { kind?: string } | null)?.kind === 'network';
}

/**
 * Runs a mutation only while online and returns whether it ran. A mutation started offline would be
 * paused and sent later on its own; network-only actions must never do that, so the caller shows the
 * needs-a-connection state instead.
 */
export function whenOnline(action: () => void): boolean {
  if (!navigator.onLine) return false;
  action();
  return true;
}
