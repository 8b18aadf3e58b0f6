import { useTranslation } from 'react-i18next';
import type { PackOptions } from '../../lib/ride-pack/pack-types.ts';
import styles from './ride-pack.module.css';

const KINDS = ['equip', 'parts'] as const;

/**
 * Goods by the shop's own categories, grouped by kind (riding gear, parts): each box names its goods
 * count, and a chosen category brings its list pages and every goods page in it.
 */
export function PackGoodsChoice({
  categories,
  chosen,
  onChange,
}: {
  categories: PackOptions['categories'];
  chosen: readonly string[];
  onChange(key: string, on: boolean): void;
}) {
  const { t } = useTranslation('pack');
  return (
    <fieldset className={styles.group}>
      <legend>{t('goods')}</legend>
      {KINDS.map((kind) => {
        const list = categories.filter((c) => c.kind === kind);
        if (list.length === 0) return null;
        return (
          <fieldset key={kind} className={styles.subgroup} data-testid={`pack-goods-${kind}`}>
            <legend>{t(`goodsKind.${kind}`)}</legend>
            {list.map((c) => (
              <label className={styles.check} key={c.key}>
                <input
                  type="checkbox"
                  checked={chosen.includes(c.key)}
                  onChange={(e) => onChange(c.key, e.target.checked)}
                  data-testid={`pack-category-${c.key}`}
                />
                <span>{t('categoryOption', { name: c.name, count: c.count })}</span>
              </label>
            ))}
          </fieldset>
        );
      })}
    </fieldset>
  );
}
