import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { site } from '../../../config/site.ts';
import { useAppStore } from '../../../lib/store.ts';
import { splitLocale } from '../../route-table.ts';
import { useLocale } from '../use-locale.ts';
import type { MegaCloseReason } from '../../../features/catalog/components/mega-menu/mega-menu.tsx';
import { isCurrentPath, navFor, switchLanguage, telHref } from './nav-items.ts';
import { MenuTriggerPlaceholder } from './menu-trigger-placeholder.tsx';
import type { ProductsTriggerApi } from './products-trigger.tsx';
import { AccountLinks } from './account-links.tsx';
import {
  LazyCartBadgeSync,
  LazyCountryDialog,
  LazyLanguageBadges,
  LazyMegaMenu,
  LazyOutboxSlot,
  LazyPart,
  LazyPhoneDrawer,
  loadMenuTriggers,
  prefetchMegaMenu,
  prefetchWhenIdle,
  useMenuTriggers,
} from './lazy-parts.tsx';
import { endEarlyIntent } from './early-intent.ts';
import { prefetchOnIntent } from '../../../lib/prefetch.ts';
import { useRouteScopedState } from './use-route-scoped-state.ts';
import { GlobeIcon, MenuIcon, PhoneIcon, SearchIcon } from './icons.tsx';
import { BrandLogo } from '../brand-logo.tsx';
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
  const products = useRef<ProductsTriggerApi>(null);

  // Parts that load on first use stay mounted afterwards (their dialogs animate and restore focus).
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [countryUsed, setCountryUsed] = useState(false);
  useEffect(() => prefetchWhenIdle(), []);
  const triggers = useMenuTriggers();
  // Hydrated: the header's own handlers answer from now on (buttons clicked before are clicked again).
  useLayoutEffect(endEarlyIntent, []);

  const hasUserData = useAppStore((s) => !!s.userData);

  const openProducts = (autoFocus?: boolean) => {
    if (autoFocus !== undefined) setMegaAutoFocus(autoFocus);
    setMenu('products');
  };
  const closeProducts = useCallback(
    (reason?: MegaCloseReason) => {
      setMenu((m) => (m === 'products' ? null : m));
      if (reason === 'escape') products.current?.focus();
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
          <BrandLogo size={36} label={brand} className={styles.logo} />
          <span className={styles.brandName} aria-hidden="true">
            {brand}
          </span>
        </Link>

        <nav className={styles.nav} aria-label={t('nav.primary')}>
          <ul className={styles.navList}>
            {entries.map((entry) => {
              if (entry.kind === 'products') {
                const label = t('nav.products');
                const load = () => {
                  loadMenuTriggers();
                  prefetchMegaMenu();
                };
                return triggers ? (
                  <triggers.ProductsTrigger
                    key="products"
                    label={label}
                    open={menu === 'products'}
                    onOpen={openProducts}
                    onClose={closeProducts}
                    api={products}
                  />
                ) : (
                  <MenuTriggerPlaceholder key="products" id="products" label={label} onOpen={() => openProducts(false)} load={load} mega />
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
              const onOpenChange = (open: boolean) => setDropdown(entry.id, open);
              const label = t(`nav.${entry.key}`);
              return triggers ? (
                <triggers.NavDropdown
                  key={entry.id}
                  id={entry.id}
                  label={label}
                  items={entry.items}
                  open={menu === entry.id}
                  onOpenChange={onOpenChange}
                  to={to}
                  current={(p) => isCurrentPath(p, currentPath)}
                />
              ) : (
                <MenuTriggerPlaceholder key={entry.id} id={entry.id} label={label} onOpen={() => onOpenChange(true)} load={loadMenuTriggers} />
              );
            })}
          </ul>
        </nav>

        <div className={styles.actions}>
          {locale === 'zh' && (
            <a href={telHref(site.hotline)} className={styles.hotline} data-testid="hotline">
              {/* No aria-label: the visible words are the name (WCAG 2.5.3); the space keeps them apart. */}
              <span className={styles.hotlineIcon}>
                <PhoneIcon size={17} />
              </span>
              <span className={styles.hotlineText}>
                <small>{t('nav.hotline')}</small> <strong>{site.hotline}</strong>
              </span>
            </a>
          )}
          {locale === 'en' && (
            <>
              {/* Holds the list's width while its chunk loads, so nothing beside it moves. */}
              <LazyPart fallback={<span className={`${styles.langBadges} ${styles.langBadgesSlot}`} aria-hidden="true" />}>
                <LazyLanguageBadges
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
          <Link
            to={to('/search')}
            className={styles.searchLink}
            aria-label={t('nav.search')}
            title={t('nav.search')}
            aria-current={currentPath === '/search' ? 'page' : undefined}
            data-testid="search-button"
            {...prefetchOnIntent('search')}
          >
            <SearchIcon size={21} />
          </Link>
          <span className={styles.divider} aria-hidden="true" />
          <LazyPart>
            <LazyOutboxSlot />
          </LazyPart>
          <AccountLinks />
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
            onPointerEnter={(e) => products.current?.enter(e)}
            onPointerLeave={(e) => products.current?.leave(e)}
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
            onOpenCountry={openCountry}
          />
        </LazyPart>
      )}
      {locale === 'en' && countryUsed && (
        <LazyPart>
          <LazyCountryDialog
            open={country.open}
            onClose={() => setCountry(CLOSED_COUNTRY)}
            hint={country.hint}
            onHint={(c) => setCountry({ open: true, hint: c })}
          />
        </LazyPart>
      )}
      {hasUserData && (
        <LazyPart>
          <LazyCartBadgeSync lang={lang} />
        </LazyPart>
      )}
    </header>
  );
}
