import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../lib/api-client.ts';
import { formatBytes } from '../../lib/offline-storage.ts';
import { getPackOptions } from '../../lib/ride-pack/pack-api.ts';
import { PACK_CAP_BYTES, packBudget } from '../../lib/ride-pack/pack-state.ts';
import type { PackChoice, PackManifest, PolicyPage } from '../../lib/ride-pack/pack-types.ts';
import { hasContent, usePackManifest } from './use-pack-manifest.ts';
import { PackGoodsChoice } from './pack-goods-choice.tsx';
import styles from './ride-pack.module.css';

const toggle = <T,>(list: readonly T[], value: T, on: boolean): T[] => (on ? [...list, value] : list.filter((v) => v !== value));

/**
 * The choice: series (with their model counts), goods by category, stores by province, policy pages and
 * languages; the download size of the choice as it stands, and Download (refused over the cap or
 * the device's free space).
 */
export function PackChooser({
  lang,
  initialSeries,
  onStart,
}: {
  lang: 0 | 1;
  initialSeries?: string;
  onStart(choice: PackChoice, manifest: PackManifest): void;
}) {
  const { t } = useTranslation('pack');
  const options = useQuery({ queryKey: ['ride-pack', 'options', lang], queryFn: () => getPackOptions(lang), retry: false, networkMode: 'online' });
  const [choice, setChoice] = useState<PackChoice>(() => ({
    series: initialSeries ? [initialSeries] : [],
    categories: [],
    provinces: [],
    policies: [],
    langs: [lang],
  }));
  const manifest = usePackManifest(choice, lang);
  const [estimate, setEstimate] = useState<StorageEstimate | undefined>();
  useEffect(() => void navigator.storage?.estimate?.().then(setEstimate, () => undefined), []);

  if (options.isError)
    return (
      <div className={styles.notice} role="alert">
        <p>{t('optionsFailed')}</p>
        <button type="button" className="btn btn-ghost btn-small" onClick={() => void options.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  if (!options.data) return <p className={styles.muted}>…</p>;
  const o = options.data;
  const budget = manifest.data ? packBudget(manifest.data.total_bytes, estimate) : 'ok';
  const free = estimate?.quota != null ? formatBytes(estimate.quota - (estimate.usage ?? 0)) : '';
  const start = () => {
    if (!manifest.data) return;
    const labels = {
      series: o.series.filter((s) => choice.series.includes(s.slug)).map((s) => s.name),
      provinces: o.provinces.filter((p) => choice.provinces.includes(p.id)).map((p) => p.name),
      categories: o.categories.filter((c) => choice.categories?.includes(c.key)).map((c) => c.name),
    };
    onStart({ ...choice, labels }, manifest.data);
  };
  const check = (testId: string, label: string, checked: boolean, change: (on: boolean) => void) => (
    <label className={styles.check} key={testId}>
      <input type="checkbox" checked={checked} onChange={(e) => change(e.target.checked)} data-testid={testId} />
      <span>{label}</span>
    </label>
  );
  return (
    <form className={styles.chooser} onSubmit={(e) => (e.preventDefault(), start())}>
      <fieldset className={styles.group}>
        <legend>{t('series')}</legend>
        {o.series.map((s) =>
          check(`pack-series-${s.slug}`, t('seriesOption', { name: s.name, count: s.models }), choice.series.includes(s.slug), (on) =>
            setChoice((c) => ({ ...c, series: toggle(c.series, s.slug, on) })),
          ),
        )}
      </fieldset>
      <PackGoodsChoice
        categories={o.categories}
        chosen={choice.categories ?? []}
        onChange={(key, on) => setChoice((c) => ({ ...c, categories: toggle(c.categories ?? [], key, on) }))}
      />
      <fieldset className={styles.group}>
        <legend>{t('provinces')}</legend>
        {o.provinces.map((p) =>
          check(`pack-province-${p.id}`, t('provinceOption', { name: p.name, count: p.store_count }), choice.provinces.includes(p.id), (on) =>
            setChoice((c) => ({ ...c, provinces: toggle(c.provinces, p.id, on) })),
          ),
        )}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('policies')}</legend>
        {o.policies.map((p: PolicyPage) =>
          check(`pack-policy-${p}`, t(`policy.${p}`), choice.policies.includes(p), (on) =>
            setChoice((c) => ({ ...c, policies: toggle(c.policies, p, on) })),
          ),
        )}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('languages')}</legend>
        {([0, 1] as const).map((l) =>
          check(`pack-lang-${l}`, t(`lang${l}`), choice.langs.includes(l), (on) =>
            setChoice((c) => ({ ...c, langs: toggle(c.langs, l, on).sort() })),
          ),
        )}
      </fieldset>
      <div className={styles.footer}>
        <p className={styles.size} role="status" data-testid="pack-size">
          {!hasContent(choice)
            ? t('sizeNone')
            : manifest.data
              ? t('size', { size: formatBytes(manifest.data.total_bytes), count: manifest.data.count })
              : manifest.isError
                ? // The server's own refusal (too much for one pack) says what to do; anything else is a retry later.
                  manifest.error instanceof HttpError
                  ? manifest.error.message
                  : t('sizeFailed')
                : t('sizing')}
        </p>
        {budget !== 'ok' && (
          <p className={styles.warn} role="alert">
            {budget === 'over-cap' ? t('overCap', { cap: formatBytes(PACK_CAP_BYTES) }) : t('overQuota', { free })}
          </p>
        )}
        <button
          type="submit"
          className="btn btn-primary"
          disabled={!manifest.data || budget !== 'ok' || !hasContent(choice)}
          data-testid="pack-download"
        >
          {t('download')}
        </button>
      </div>
    </form>
  );
}
