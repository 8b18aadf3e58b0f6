import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../lib/store.ts';
import { loginUrlFor } from '../../../lib/api-client.ts';
import { NeedsConnection } from '../../../components/ui/needs-connection.tsx';
import { useLogout } from '../api/logout.ts';
import { carGoodsQueryOptions } from '../api/get-car-goods.ts';
import { errorText, isNetworkError, whenOnline } from './gates.tsx';
import shell from './shop.module.css';

/**
 * Log out: the server revokes the session first, then local login state and cached user data are
 * cleared and the visitor lands on the login page (which would bring them back here).
 */
export function LogoutButton({ className }: { className?: string }) {
  const { t } = useTranslation('shop');
  const logout = useLogout();
  const storeLogout = useAppStore((s) => s.logout);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [offline, setOffline] = useState(false);
  const run = () =>
    setOffline(
      !whenOnline(() =>
        logout.mutate(undefined, {
          onSuccess: () => {
            const back = loginUrlFor(`${pathname}${search}`);
            storeLogout();
            // Every shop query (['shop', …]) may hold this user's data: drop them all.
            queryClient.removeQueries({ queryKey: carGoodsQueryOptions(0, '').queryKey.slice(0, 1) });
            navigate(back, { replace: true });
          },
        }),
      ),
    );
  return (
    <>
      <button type="button" className={className ?? 'btn btn-ghost'} onClick={run} disabled={logout.isPending} data-testid="logout-button">
        {logout.isPending ? t('logout.pending') : t('logout.button')}
      </button>
      {(offline || isNetworkError(logout.error)) && <NeedsConnection onRetry={run} what={t('logout.offline')} />}
      {logout.error && !isNetworkError(logout.error) && (
        <p className={shell.alert} role="alert">
          {errorText(logout.error, t('common.failed'))}
        </p>
      )}
    </>
  );
}
