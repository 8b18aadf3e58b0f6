import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { site } from '../../../config/site.ts';
import { splitLocale } from '../../route-table.ts';
import { useLocale } from '../use-locale.ts';
import type { MegaCloseReason } from '../../../features/catalog/components/mega-menu/mega-menu.tsx';
import { useLangList } from '../../../features/content/api/get-lang-list.ts';
import { isCurrentPath, navFor, switchLanguage, telHref } from './nav-items.ts';
import { NavDropdown } from './nav-dropdown.tsx';
import { AccountLinks } from './account-links.tsx';
import { LazyCountryDialog, LazyLanguageBadges, LazyMegaMenu, LazyPart, LazyPhoneDrawer, prefetchMegaMenu, prefetchWhenIdle } from './lazy-parts.tsx';
import { useCartBadge } from './use-cart-badge.ts';
import { prefetchOnIntent } from '../../../lib/prefetch.ts';
import { useHoverIntent } from './use-hover-intent.ts';
import { useRouteScopedState } from './use-route-scoped-state.ts';
import { ChevronDownIcon, GlobeIcon, MenuIcon, PhoneIcon } from './icons.tsx';
import styles from './site-header.module.css';

type OpenMenu = null | 'products' | 'after-sales' | 'about';
const CLOSED_COUNTRY = { open: false, hint: null };

/**
 * The site header (spec section 2): brand, the Chinese or English navigation with the product
 * mega-menu and dropdowns, hotline, account icons or login, language button, the English
 * country/region picker, and the phone drawer under 768 px. Fixed unless `fixed` is false.
 */
export function SiteHeader({ fixed }: { fixed: boolean }) {
  const { t } = useTranslation();
  const { locale, lang, to } = useLocale();
  const location = useLocation();
  const currentPath = splitLocale(location.pathname).path;
  // Menus, drawer and popup all close on every route change.
  const [menu, setMenu] = useRouteScopedState<OpenMenu>(null);
  const [megaAutoFocus, setMegaAutoFocus] = useState(false);
  const [drawerOpen, setDrawerOpen] = useRouteScopedState(false);
  const [country, setCountry] = useRouteScopedState<{ open: boolean; hint: string | null }>(CLOSED_COUNTRY);
  const productsButton = useRef<HTMLButtonElement>(null);
  const productsOpenedBy = useRef<'hover' | 'click' | 'key'>('click');
  const hoverOpenedAt = useRef(0);
  const keyHandledAt = useRef(0);

  // Parts that load on first use stay mounted afterwards (their dialogs animate and restore focus).
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [countryUsed, setCountryUsed] = useState(false);
  useEffect(() => prefetchWhenIdle(), []);

  useCartBadge(lang);
  const langList = useLangList(lang, { enabled: locale === 'en' });

  const productsHover = useHoverIntent(
    () => {
      if (menu !== 'products') {
        productsOpenedBy.current = 'hover';
        hoverOpenedAt.current = Date.now();
        setMegaAutoFocus(false);
      }
      setMenu('products');
    },
    () => {
      if (productsOpenedBy.current === 'hover') setMenu((m) => (m === 'products' ? null : m));
    },
  );

  const openProducts = (by: 'click' | 'key') => {
    productsOpenedBy.current = by;
    setMegaAutoFocus(by === 'key');
    setMenu('products');
  };
  const onProductsClick = (e: MouseEvent) => {
    // Keyboard activation is handled on keydown; ignore the click the browser synthesizes for it
    // (screen readers that click without a keydown still get here).
    if (e.detail === 0 && Date.now() - keyHandledAt.current < 500) return;
    // A click right after hover opened the menu keeps it open (mouse users click what they see).
    if (menu === 'products' && Date.now() - hoverOpenedAt.current > 600) setMenu(null);
    else openProducts('click');
  };
  const onProductsKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
      e.preventDefault();
      keyHandledAt.current = Date.now();
      if (menu === 'products' && e.key !== 'ArrowDown') setMenu(null);
      else openProducts('key');
    }
  };
  const closeProducts = useCallback(
    (reason: MegaCloseReason) => {
      setMenu((m) => (m === 'products' ? null : m));
      if (reason === 'escape') productsButton.current?.focus();
    },
    [setMenu],
  );
  const setDropdown = useCallback((id: 'after-sales' | 'about', open: boolean) => setMenu((m) => (open ? id : m === id ? null : m)), [setMenu]);

  const openCountry = (hint: string | null = null) => {
    setCountryUsed(true);
    setCountry({ open: true, hint });
  };
  const entries = navFor(locale);
  const brand = site.name[locale];

  return (
    <header className={`${styles.header} ${fixed ? styles.fixed : styles.static}`} data-fixed={fixed} data-testid="site-header" data-locale={locale}>
      <div className={styles.bar}>
        <Link to={to('/')} className={styles.brand} aria-label={t('nav.home', { brand })} {...prefetchOnIntent('index')}>
          <img src="/media/brand/logo.svg" alt={brand} width={36} height={36} decoding="async" className={styles.logo} />
          <span className={styles.brandName} aria-hidden="true">
            {brand}
          </span>
        </Link>

        <nav className={styles.nav} aria-label={t('nav.primary')}>
          <ul className={styles.navList}>
            {entries.map((entry) => {
              if (entry.kind === 'products') {
                return (
                  <li
                    key="products"
                    className={styles.navItem}
                    onPointerEnter={(e) => {
                      prefetchMegaMenu();
                      productsHover.enter(e);
                    }}
                    onPointerLeave={productsHover.leave}
                    onFocus={prefetchMegaMenu}
                  >
                    <button
                      ref={productsButton}
                      type="button"
                      className={styles.navLink}
                      data-testid="nav-products"
                      data-mega-trigger=""
                      aria-expanded={menu === 'products'}
                      aria-controls="mega-menu"
                      aria-haspopup="true"
                      onClick={onProductsClick}
                      onKeyDown={onProductsKey}
                    >
                      {t('nav.products')}
                      <ChevronDownIcon size={14} className={styles.chevron} />
                    </button>
                  </li>
                );
              }
              if (entry.kind === 'link') {
                return (
                  <li key={entry.key} className={styles.navItem}>
                    <Link
                      to={to(entry.path)}
                      className={styles.navLink}
                      aria-current={isCurrentPath(entry.path, currentPath) ? 'page' : undefined}
                      data-testid={`nav-${entry.key}`}
                      {...prefetchOnIntent(entry.path)}
                    >
                      {t(`nav.${entry.key}`)}
                    </Link>
                  </li>
                );
              }
              return (
                <NavDropdown
                  key={entry.id}
                  id={entry.id}
                  label={t(`nav.${entry.key}`)}
                  items={entry.items}
                  open={menu === entry.id}
                  onOpenChange={(open) => setDropdown(entry.id, open)}
                  to={to}
                  current={(p) => isCurrentPath(p, currentPath)}
                />
              );
            })}
          </ul>
        </nav>

        <div className={styles.actions}>
          {locale === 'zh' && (
            <a
              href={telHref(site.hotline)}
              className={styles.hotline}
              data-testid="hotline"
              aria-label={t('nav.callHotline', { number: site.hotline })}
            >
              <span className={styles.hotlineIcon}>
                <PhoneIcon size={17} />
              </span>
              <span className={styles.hotlineText}>
                <small>{t('nav.hotline')}</small>
                <strong>{site.hotline}</strong>
              </span>
            </a>
          )}
          {locale === 'en' && (
            <>
              {/* Holds the list's width while its chunk loads, so nothing beside it moves. */}
              <LazyPart fallback={<span className={`${styles.langBadges} ${styles.langBadgesSlot}`} aria-hidden="true" />}>
                <LazyLanguageBadges
                  groups={langList.data}
                  onHint={(c) => openCountry(c)}
                  onOpenPicker={() => openCountry()}
                  testIdPrefix="lang-icon-"
                  className={styles.langBadges}
                  currentCode="EN"
                />
              </LazyPart>
              <button
                type="button"
                className={styles.countryButton}
                data-testid="country-button"
                aria-haspopup="dialog"
                aria-expanded={country.open}
                onClick={() => openCountry()}
              >
                <GlobeIcon size={18} />
                <span className={styles.countryText}>{t('country.button')}</span>
              </button>
            </>
          )}
          <span className={styles.divider} aria-hidden="true" />
          <AccountLinks variant="bar" />
          <button
            type="button"
            className={styles.langButton}
            data-testid="language-button"
            aria-label={t('nav.languageLabel')}
            lang={locale === 'zh' ? 'en' : 'zh'}
            onClick={() => switchLanguage(locale)}
          >
            {t('nav.language')}
          </button>
          <button
            type="button"
            className={styles.menuButton}
            data-testid="menu-button"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            aria-controls="phone-drawer"
            aria-label={t('nav.openMenu')}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
          >
            <MenuIcon size={24} />
          </button>
        </div>
      </div>

      {menu === 'products' && (
        <LazyPart>
          <LazyMegaMenu
            variant="panel"
            id="mega-menu"
            autoFocus={megaAutoFocus}
            onClose={closeProducts}
            onPointerEnter={productsHover.enter}
            onPointerLeave={productsHover.leave}
          />
        </LazyPart>
      )}

      {drawerUsed && (
        <LazyPart>
          <LazyPhoneDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            entries={entries}
            currentPath={currentPath}
            langGroups={langList.data}
            onOpenCountry={openCountry}
          />
        </LazyPart>
      )}
      {locale === 'en' && countryUsed && (
        <LazyPart>
          <LazyCountryDialog
            open={country.open}
            onClose={() => setCountry(CLOSED_COUNTRY)}
            groups={langList.data}
            status={langList.status}
            onRetry={() => void langList.refetch()}
            hint={country.hint}
            onHint={(c) => setCountry({ open: true, hint: c })}
          />
        </LazyPart>
      )}
    </header>
  );
}
