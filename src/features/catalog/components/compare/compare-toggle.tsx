import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_COMPARE, useCompareStore, type CompareItem } from './compare-store.ts';
import { CheckIcon, PlusIcon } from '../shared/icons.tsx';
import styles from './compare-tray.module.css';

/** "加入对比 / Add to compare" toggle button; says so when the tray is already full. */
export function CompareToggle({ item, variant = 'ghost' }: { item: CompareItem; variant?: 'ghost' | 'light' }) {
  const { t } = useTranslation('catalog');
  const selected = useCompareStore((s) => s.items.some((i) => i.id === item.id));
  const toggle = useCompareStore((s) => s.toggle);
  const [full, setFull] = useState(false);
  return (
    <span className={styles.toggleWrap}>
      <button
        type="button"
        className={`btn btn-small ${styles.toggle} ${variant === 'light' ? styles.toggleLight : ''}`}
        aria-pressed={selected}
        data-testid="compare-toggle"
        onClick={() => setFull(toggle(item) === 'full')}
      >
        {selected ? <CheckIcon /> : <PlusIcon />}
        {selected ? t('compare.added') : t('compare.add')}
        <span className="visually-hidden">: {item.name}</span>
      </button>
      {full && !selected && (
        <span className={styles.full} role="status">
          {t('compare.full', { max: MAX_COMPARE })}
        </span>
      )}
    </span>
  );
}
