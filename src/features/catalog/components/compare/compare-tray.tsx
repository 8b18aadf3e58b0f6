import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MAX_COMPARE, MIN_COMPARE, useCompareStore } from './compare-store.ts';
import { CloseIcon } from '../shared/icons.tsx';
import styles from './compare-tray.module.css';
import { Picture } from '../../../../components/ui/picture.tsx';
import { sizesFixed } from '../../../../components/ui/picture-sizes.ts';

/** Path of the compare view for some models (unlocalized; wrap with `to()`). */
export function comparePath(ids: number[]): string {
  return `/vehicleModel?compare=${ids.join(',')}`;
}

/** The sticky bottom tray with the picked models and the "compare" button; hidden when empty. */
export function CompareTray({ to }: { to: (path: string) => string }) {
  const { t } = useTranslation('catalog');
  const items = useCompareStore((s) => s.items);
  const remove = useCompareStore((s) => s.remove);
  const clear = useCompareStore((s) => s.clear);
  if (items.length === 0) return null;
  const ready = items.length >= MIN_COMPARE;
  const slots = Array.from({ length: MAX_COMPARE - items.length });
  return (
    <aside className={styles.tray} aria-label={t('compare.tray')} data-testid="compare-tray">
      <div className={`container ${styles.trayInner}`}>
        <p className={styles.trayTitle}>
          {t('compare.tray')}{' '}
          <span className={styles.trayCount}>
            {items.length} / {MAX_COMPARE}
          </span>
        </p>
        <ul className={styles.trayList}>
          {items.map((i) => (
            <li key={i.id} className={styles.trayItem}>
              <Picture src={i.pic} alt="" width={80} height={50} sizes={sizesFixed(80)} />
              <span className={styles.trayName}>{i.name}</span>
              <button
                type="button"
                className={styles.trayRemove}
                onClick={() => remove(i.id)}
                aria-label={t('compare.removeNamed', { name: i.name })}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
          {slots.map((_, n) => (
            <li key={`slot-${n}`} className={styles.traySlot} aria-hidden="true">
              {t('compare.slot')}
            </li>
          ))}
        </ul>
        <div className={styles.trayActions}>
          <button type="button" className={styles.trayClear} onClick={clear}>
            {t('compare.clear')}
          </button>
          {ready ? (
            <Link className="btn btn-primary" to={to(comparePath(items.map((i) => i.id)))} data-testid="compare-open">
              {t('compare.open')}
            </Link>
          ) : (
            <span className={styles.trayHint}>{t('compare.needMore', { count: MIN_COMPARE - items.length })}</span>
          )}
        </div>
      </div>
    </aside>
  );
}
