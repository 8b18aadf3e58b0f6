import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../lib/format.ts';
import { formatBytes, storageFigures } from '../../lib/offline-storage.ts';
import { packProgress, type PackState } from '../../lib/ride-pack/pack-state.ts';
import styles from './ride-pack.module.css';
import figureList from '../ui/figure-list.module.css';

/** A saved pack: when, what it holds, its size and the space the site uses now. */
export function PackSummary({ pack }: { pack: PackState }) {
  const { t, i18n } = useTranslation('pack');
  const [usage, setUsage] = useState<number | null>(null);
  useEffect(() => void storageFigures().then((f) => setUsage(f.usage)), [pack.savedAt]);
  const c = pack.choice;
  const lines = [
    c.labels?.series.length ? t('contentsSeries', { names: c.labels.series.join(', ') }) : '',
    c.allGoods ? t('contentsGoods') : '',
    c.labels?.categories?.length ? t('contentsCategories', { names: c.labels.categories.join(', ') }) : '',
    c.labels?.provinces.length ? t('contentsProvinces', { names: c.labels.provinces.join(', ') }) : '',
    c.policies.length ? t('contentsPolicies', { names: c.policies.map((p) => t(`policy.${p}`)).join(', ') }) : '',
    t('contentsLangs', { names: c.langs.map((l) => t(`lang${l}`)).join(', ') }),
  ].filter(Boolean);
  const at = pack.savedAt ?? Date.parse(pack.builtAt);
  return (
    <div className={styles.summary} data-testid="pack-summary">
      <p className={styles.saved}>
        {t('saved')} ·{' '}
        <time dateTime={new Date(at).toISOString()}>{t('asOf', { date: formatMoment(at, i18n.language === 'en' ? 'en' : 'zh') })}</time>
      </p>
      <p className={styles.contentsTitle}>{t('contents')}</p>
      <ul className={styles.contents}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <dl className={figureList.figures}>
        <div>
          <dt>{t('packSize')}</dt>
          <dd data-testid="pack-bytes">{formatBytes(packProgress(pack).bytesTotal)}</dd>
        </div>
        <div>
          <dt>{t('used')}</dt>
          <dd data-testid="pack-used">{usage == null ? '…' : formatBytes(usage)}</dd>
        </div>
      </dl>
      <p className={styles.muted} data-testid="pack-after-update">
        {t('afterUpdate')}
      </p>
      {pack.failed.length > 0 && <p className={styles.muted}>{t('failed', { count: pack.failed.length })}</p>}
    </div>
  );
}
