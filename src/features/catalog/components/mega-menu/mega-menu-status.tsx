import { useTranslation } from 'react-i18next';
import styles from './mega-menu.module.css';

/** Loading, error (with retry) and empty states of a mega-menu column. */
export function MegaStatus({ status, onRetry, empty }: { status: 'pending' | 'error' | 'success'; onRetry(): void; empty: boolean }) {
  const { t } = useTranslation('shell');
  if (status === 'pending') {
    return (
      <div className={styles.status} role="status" data-testid="mega-loading">
        <span className={styles.pulse} aria-hidden="true" />
        {t('megaMenu.loading')}
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className={styles.status} role="alert" data-testid="mega-error">
        <p>{t('megaMenu.loadFailed')}</p>
        <button type="button" className="btn btn-dark btn-small" onClick={onRetry}>
          {t('megaMenu.retry')}
        </button>
      </div>
    );
  }
  if (empty) {
    return (
      <div className={styles.status} role="status" data-testid="mega-empty">
        {t('megaMenu.empty')}
      </div>
    );
  }
  return null;
}

/** Moves focus to the selected (or first) item of another column of the menu. */
export function focusColumn(from: HTMLElement, col: 'groups' | 'sections' | 'models' | 'goods' | 'preview'): void {
  const root = from.closest('[data-testid="mega-menu"]');
  const column = root?.querySelector<HTMLElement>(`[data-col="${col}"]`);
  const target = column?.querySelector<HTMLElement>('[aria-selected="true"]') ?? column?.querySelector<HTMLElement>('a, button');
  target?.focus();
}

/** Focuses item `index` of a column (roving focus within a list). */
export function focusItemIn(from: HTMLElement, selector: string, index: number): void {
  const column = from.closest('[data-col]');
  column?.querySelectorAll<HTMLElement>(selector)[index]?.focus();
}
