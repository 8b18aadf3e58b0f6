import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../lib/store.ts';
import { loginUrlFor } from '../../../lib/api-client.ts';
import { matchPage } from '../../route-table.ts';
import { useLocale } from '../use-locale.ts';
import { CartIcon, UserIcon } from './icons.tsx';
import styles from './account-links.module.css';

/** The login link's target: the login page with the current page (path + query) to return to. */
export function loginHref(pathname: string, search: string): string {
  // On the login page itself, keep its own return path instead of nesting login in login.
  if (matchPage(pathname)?.name === 'login') return `${pathname}${search}`;
  return loginUrlFor(`${pathname}${search}`);
}

/**
 * What the account links show: the login target while logged out, else the cart count and its label.
 * `onLoginPage`: the login page is already the login, so it shows no login button of its own.
 */
export function useAccount() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const loggedIn = useAppStore((s) => s.loginFlag && !!s.userData);
  const badge = useAppStore((s) => s.badge);
  return {
    loginTo: loggedIn ? undefined : loginHref(pathname, search),
    onLoginPage: matchPage(pathname)?.name === 'login',
    badge,
    cartLabel: badge > 0 ? t('nav.cartCount', { count: badge }) : t('nav.cart'),
  };
}

/** Logged in: user-centre and cart icons (badge when the count is above 0). Logged out: a login button (none on the login page). */
export function AccountLinks() {
  const { t } = useTranslation();
  const { to } = useLocale();
  const { loginTo, onLoginPage, badge, cartLabel } = useAccount();
  if (loginTo) {
    if (onLoginPage) return null;
    return (
      <Link to={loginTo} className={styles.login} data-testid="login-button">
        <UserIcon size={18} className={styles.loginIcon} />
        {t('nav.login')}
      </Link>
    );
  }
  return (
    <>
      <Link
        to={to('/userCenter')}
        className={`${styles.iconLink} ${styles.userLink}`}
        aria-label={t('nav.userCenter')}
        title={t('nav.userCenter')}
        data-testid="nav-user"
      >
        <UserIcon size={21} />
      </Link>
      <Link to={to('/shoppingCart')} className={styles.iconLink} aria-label={cartLabel} title={t('nav.cart')} data-testid="nav-cart">
        <CartIcon size={21} />
        {badge > 0 && (
          <span className={styles.badge} data-testid="cart-badge" aria-hidden="true">
            {badge > 99 ? '99+' : badge}
          </span>
        )}
      </Link>
    </>
  );
}
