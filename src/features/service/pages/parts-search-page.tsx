import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { usePartCarTypes } from '../api/get-part-car-types.ts';
import { useParts } from '../api/get-parts.ts';
import { ServicePage } from '../components/service-page.tsx';
import { QueryGate } from '../components/query-gate.tsx';
import { PartCard } from '../components/part-card.tsx';
import { Icon } from '../components/icons.tsx';
import styles from '../components/parts.module.css';
import { Picture } from '../../../components/ui/picture.tsx';
import { sizesFixed } from '../../../components/ui/picture-sizes.ts';
import type { PageHandle } from '../../../app/route-module.ts';
import { UntilHydrated } from '../../../components/ui/until-hydrated.tsx';

/** /partsSearch?car_model_id=&q=: choose a model, search its parts by name or part number, add to the cart. */
export function PartsSearchPage() {
  const { t } = useTranslation('service');
  const { lang, to } = useLocale();
  const [params, setParams] = useSearchParams();
  const models = usePartCarTypes(lang);
  const modelParam = Number(params.get('car_model_id'));
  const modelId = Number.isInteger(modelParam) && modelParam > 0 ? modelParam : null;
  const keyword = (params.get('q') ?? '').trim();
  const parts = useParts(modelId, keyword, lang);
  const model = models.data?.find((m) => m.car_model_id === modelId);
  const modelSelect = useRef<HTMLSelectElement>(null);
  const [needModel, setNeedModel] = useState(false);

  const form = useRef<HTMLFormElement>(null);

  const update = (next: { car_model_id?: string; q?: string }) => {
    // The words in the box, not the URL's: the URL may not carry the last search yet (its navigation
    // still under way), and what the user typed must never be lost when a model is picked.
    const typed = form.current ? String(new FormData(form.current).get('q') ?? '').trim() : keyword;
    const merged = { car_model_id: next.car_model_id ?? (modelId ? String(modelId) : ''), q: next.q ?? typed };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, v]) => v)), { replace: true });
  };

  return (
    <ServicePage nav="partsSearch" title={t('parts.title')} lead={t('parts.lead')} testId="parts-page">
      <form
        ref={form}
        className={styles.search}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          // Without a model the words are kept for when one is chosen, and the picker is where to go next.
          update({ q: String(new FormData(e.currentTarget).get('q') ?? '').trim() || '' });
          setNeedModel(!modelId);
          if (!modelId) modelSelect.current?.focus();
        }}
      >
        <UntilHydrated>
          <div className="field">
            <label htmlFor="parts-model">{t('parts.model')}</label>
            <select
              id="parts-model"
              ref={modelSelect}
              value={modelId ? String(modelId) : ''}
              onChange={(e) => {
                setNeedModel(false);
                update({ car_model_id: e.target.value });
              }}
              aria-describedby={!modelId ? 'parts-model-hint' : undefined}
              aria-invalid={needModel && !modelId}
              data-testid="parts-model"
            >
              <option value="">{models.isPending ? t('common.loading') : t('parts.modelPlaceholder')}</option>
              {(models.data ?? []).map((m) => (
                <option key={m.car_model_id} value={String(m.car_model_id)}>
                  {t('parts.modelOption', { name: m.name, count: m.parts_count })}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="parts-q">{t('parts.keyword')}</label>
            <input key={keyword} id="parts-q" name="q" type="search" defaultValue={keyword} placeholder={t('parts.keywordPlaceholder')} />
          </div>
          <button type="submit" className="btn btn-dark" data-testid="parts-search">
            <Icon name="search" size={18} />
            {t('parts.search')}
          </button>
          {!modelId && (
            <p
              id="parts-model-hint"
              className={`${styles.hint} ${needModel ? styles.hintUrgent : ''}`}
              role={needModel ? 'alert' : undefined}
              data-testid="parts-model-hint"
            >
              {t('parts.pickModelFirst')}
            </p>
          )}
        </UntilHydrated>
      </form>

      {!modelId ? (
        <QueryGate query={models} compact>
          {(list) => (
            <section aria-labelledby="parts-choose">
              <h2 id="parts-choose" className={styles.resultsTitle}>
                {t('parts.chooseModel')}
              </h2>
              <ul className={styles.models}>
                {list.map((m) => (
                  <li key={m.car_model_id}>
                    <button type="button" className={styles.modelBtn} onClick={() => update({ car_model_id: String(m.car_model_id) })}>
                      <Picture src={m.pic} alt="" width={160} height={100} sizes={sizesFixed(160)} />
                      <span className={styles.modelName}>{m.name}</span>
                      <span className={styles.modelCount}>{t('parts.count', { count: m.parts_count })}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </QueryGate>
      ) : (
        <section aria-labelledby="parts-results">
          <h2 id="parts-results" className={styles.resultsTitle} aria-live="polite">
            {parts.data
              ? keyword
                ? t('parts.resultsFor', { count: parts.data.length, model: model?.name ?? '', q: keyword })
                : t('parts.resultsAll', { count: parts.data.length, model: model?.name ?? '' })
              : model?.name}
          </h2>
          <QueryGate query={parts} prices>
            {(list) =>
              list.length === 0 ? (
                <div className={styles.empty} data-testid="parts-empty">
                  <p className={styles.emptyTitle}>{keyword ? t('parts.none', { model: model?.name ?? '', q: keyword }) : t('parts.noneAtAll')}</p>
                  {keyword && (
                    <>
                      <p>{t('parts.noneHint')}</p>
                      <button type="button" className="btn btn-ghost btn-small" onClick={() => update({ q: '' })}>
                        {t('parts.showAll')}
                      </button>
                    </>
                  )}
                </div>
              ) : (
                <ul className={styles.grid} data-testid="parts-results">
                  {list.map((p) => (
                    <PartCard key={p.id} part={p} to={to} />
                  ))}
                </ul>
              )
            }
          </QueryGate>
        </section>
      )}
    </ServicePage>
  );
}

export { PartsSearchPage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = { namespaces: ['service'], title: 'common:nav.partsSearch' };
