import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { site } from '../../../config/site.ts';
import { MegaMenu } from '../../../features/catalog/components/mega-menu/mega-menu.tsx';
import { OutboxLink } from './outbox-link.tsx';
import { useLocale } from '../use-locale.ts';
import { isCurrentPath, switchLanguage, telHref, type NavEntry } from './nav-items.ts';
import { useAccount } from './account-links.tsx';
import { LanguageBadges } from './country-links.tsx';
import { CartIcon, ChevronDownIcon, GlobeIcon, PhoneIcon, SearchIcon, UserIcon } from './icons.tsx';
import { CloseIcon } from './panel-icons.tsx';
import { BrandLogo } from '../brand-logo.tsx';
import styles from './phone-drawer.module.css';

interface PhoneDrawerProps {
  open: boolean;
  onClose(): void;
  entries: readonly NavEntry[];
  currentPath: string;
  onOpenCountry(hint?: string | null): void;
}

/** Above this width the bar shows the full navigation, so an open drawer closes itself. */
const DESKTOP_QUERY = '(min-width: 768px)';

/**
 * The phone menu (< 768 px): a full-height modal drawer with every navigation item, accordions for
 * the dropdowns and the mega-menu groups. Esc or the close button closes it; the page behind does
 * not scroll; focus moves in on open and back to the menu button on close.
 */
export function PhoneDrawer({ open, onClose, entries, currentPath, onOpenCountry }: PhoneDrawerProps) {
  // Waits for `shell` too: the mega-menu and language badges inside use it, and would otherwise
  // suspend (hiding the open drawer) the first time they show.
  const { t } = useTranslation(['common', 'shell']);
  const { locale, to } = useLocale();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      opener.current = document.activeElement as HTMLElement | null;
      d.showModal();
      closeButton.current?.focus();
      const root = document.documentElement;
      const previous = root.style.overflow;
      root.style.overflow = 'hidden';
      const mq = window.matchMedia(DESKTOP_QUERY);
      const onWide = () => mq.matches && closeRef.current();
      mq.addEventListener('change', onWide);
      return () => {
        root.style.overflow = previous;
        mq.removeEventListener('change', onWide);
        if (d.open) d.close();
        opener.current?.focus();
      };
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      id="phone-drawer"
      className={styles.drawer}
      aria-label={t('nav.menu')}
      data-testid="phone-drawer"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className={styles.top}>
        <Link to={to('/')} className={styles.brand} onClick={onClose}>
          <BrandLogo size={30} label={site.name[locale]} />
          <span aria-hidden="true">{site.name[locale]}</span>
        </Link>
        <button ref={closeButton} type="button" className={styles.close} onClick={onClose} aria-label={t('nav.closeMenu')} data-testid="drawer-close">
          <CloseIcon size={24} />
        </button>
      </div>

      <Link to={to('/search')} className={styles.search} onClick={onClose} data-testid="drawer-search">
        <SearchIcon size={20} />
        <span>{t('nav.search')}</span>
      </Link>

      {/* Mounted only while open, so each opening starts with every accordion folded. */}
      {open && <DrawerNav entries={entries} currentPath={currentPath} />}

      <div className={styles.foot}>
        {locale === 'zh' && (
          <a href={telHref(site.hotline)} className={styles.hotline}>
            <PhoneIcon size={20} />
            <span>
              <small>{t('nav.hotline')}</small>
              <strong>{site.hotline}</strong>
            </span>
          </a>
        )}
        <OutboxLink drawer className={styles.drawerAccountLink} />
        <DrawerAccountLinks />
        {locale === 'en' && (
          <div className={styles.countryRow}>
            <button type="button" className={styles.country} onClick={() => onOpenCountry(null)} data-testid="drawer-country">
              <GlobeIcon size={18} /> {t('country.button')}
            </button>
            <LanguageBadges
              onHint={(c) => onOpenCountry(c)}
              onOpenPicker={() => onOpenCountry(null)}
              testIdPrefix="drawer-lang-icon-"
              currentCode="EN"
            />
          </div>
        )}
        <button
          type="button"
          className={styles.language}
          data-testid="drawer-language"
          lang={locale === 'zh' ? 'en' : 'zh'}
          onClick={() => switchLanguage(locale)}
        >
          {t('nav.languageName')}
        </button>
      </div>
    </dialog>
  );
}

/** The drawer's navigation list: links, and accordions for the mega-menu and the dropdowns. */
function DrawerNav({ entries, currentPath }: { entries: readonly NavEntry[]; currentPath: string }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const [expanded, setExpanded] = useState<string | null>(null);
  const toggle = (key: string) => setExpanded((k) => (k === key ? null : key));
  return (
    <nav aria-label={t('nav.primary')} className={styles.body}>
      <ul className={styles.list}>
        {entries.map((entry) => {
          if (entry.kind === 'link') {
            return (
              <li key={entry.key}>
                <Link to={to(entry.path)} className={styles.row} aria-current={isCurrentPath(entry.path, currentPath) ? 'page' : undefined}>
                  {t(`nav.${entry.key}`)}
                </Link>
              </li>
            );
          }
          const key = entry.kind === 'products' ? 'products' : entry.id;
          const isOpen = expanded === key;
          const panelId = `drawer-${key}`;
          return (
            <li key={key}>
              <button
                type="button"
                className={styles.row}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(key)}
                data-testid={`drawer-${key}`}
              >
                {t(`nav.${entry.key}`)}
                <ChevronDownIcon size={18} className={styles.chevron} />
              </button>
              <div id={panelId} className={styles.panel} hidden={!isOpen}>
                {isOpen && entry.kind === 'products' && <MegaMenu variant="drawer" id="drawer-mega" onClose={() => setExpanded(null)} />}
                {isOpen && entry.kind === 'menu' && (
                  <ul className={styles.subList}>
                    {entry.items.map((item) => (
                      <li key={item.key}>
                        <Link to={to(item.path)} className={styles.subRow} aria-current={isCurrentPath(item.path, currentPath) ? 'page' : undefined}>
                          {t(`nav.${item.key}`)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The drawer's account block: a login button while logged out (not on the login page), else user-centre and cart links. */
function DrawerAccountLinks() {
  const { t } = useTranslation();
  const { to } = useLocale();
  const { loginTo, onLoginPage, badge, cartLabel } = useAccount();
  if (loginTo) {
    if (onLoginPage) return null;
    return (
      <Link to={loginTo} className={styles.drawerLogin} data-testid="drawer-login-button">
        {t('nav.login')}
      </Link>
    );
  }
  return (
    <div className={styles.drawerAccount}>
      <Link to={to('/userCenter')} className={styles.drawerAccountLink} data-testid="drawer-user">
        <UserIcon size={20} /> {t('nav.userCenter')}
      </Link>
      <Link to={to('/shoppingCart')} className={styles.drawerAccountLink} data-testid="drawer-cart" aria-label={cartLabel}>
        <CartIcon size={20} /> {t('nav.cart')}
        {badge > 0 && <span className={styles.inlineBadge}>{badge}</span>}
      </Link>
    </div>
  );
}
