import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { mapLinks, type MapPlace } from '../../lib/map-links.ts';
import styles from './navigate-links.module.css';

/**
 * "Navigate" / "导航": a disclosure (native <details>, so it works before the page's code runs)
 * listing one link per map app — AMap, Baidu Maps, Apple Maps and the phone's default map app (geo:).
 * Each link's accessible name is the app's name followed by the place's, so a screen reader says which.
 */
export function NavigateLinks({ place, className }: { place: MapPlace; className?: string }) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDetailsElement>(null);
  const close = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !ref.current?.open) return;
    e.stopPropagation();
    ref.current.open = false;
    ref.current.querySelector('summary')?.focus();
  };
  return (
    <details ref={ref} className={`${styles.nav} ${className ?? ''}`} onKeyDown={close} data-testid="navigate">
      <summary className={styles.summary}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M12 2 4 21l8-4 8 4z" fill="currentColor" />
        </svg>
        {t('navigate.button')}
        <span className="visually-hidden">
          {t('navigate.to')}
          {place.name}
        </span>
      </summary>
      <ul className={styles.menu}>
        {mapLinks(place).map((l) => (
          <li key={l.app}>
            <a href={l.href} data-app={l.app} {...(l.href.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {t(`navigate.${l.app}`)}
              <span className="visually-hidden">
                {t('navigate.for')}
                {place.name}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
