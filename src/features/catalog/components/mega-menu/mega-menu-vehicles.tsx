import type { Dispatch, KeyboardEvent, PointerEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../app/layout/use-locale.ts';
import { formatYuan } from '../../../../lib/format.ts';
import { modelName, useCarGroups, type CarGroup, type CarGroupType } from '../../api/get-car-groups.ts';
import type { MenuModel } from '../../api/types.ts';
import { modelClickAction, nextIndex, resolveSelection, sectionModels, type MegaAction, type MegaState } from './mega-menu-state.ts';
import { focusColumn, focusItemIn, MegaStatus } from './mega-menu-status.tsx';
import styles from './mega-menu-vehicles.module.css';

/** The detail page of a model (spec section 2). */
export const modelDetailPath = (id: number) => `/pages/detail/car_model_id/${id}`;

const mouseOnly = (fn: () => void) => (e: PointerEvent) => {
  if (e.pointerType === 'mouse') fn();
};

/** Series or displacement: sections (series / classes), their models under sub-group headings, and the preview. */
export function MegaVehicles({
  type,
  state,
  dispatch,
  variant,
}: {
  type: CarGroupType;
  state: MegaState;
  dispatch: Dispatch<MegaAction>;
  variant: 'panel' | 'drawer';
}) {
  const { t } = useTranslation('shell');
  const { lang, to } = useLocale();
  const navigate = useNavigate();
  const query = useCarGroups(type, lang);
  const sections = query.data ?? [];
  if (query.status !== 'success' || sections.length === 0) {
    return (
      <div className={styles.vehicles}>
        <MegaStatus status={query.status} onRetry={() => void query.refetch()} empty={sections.length === 0} />
      </div>
    );
  }
  const { section, model } = resolveSelection(sections, state);
  const groupsOfModels = sectionModels(section);
  const flatModels = groupsOfModels.flatMap((g) => g.models);

  const onSectionKey = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const next = nextIndex(e.key, i, sections.length);
    if (next !== undefined) {
      e.preventDefault();
      dispatch({ type: 'section', id: sections[next].id });
      focusItemIn(e.currentTarget, '[data-testid="mega-sub"]', next);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focusColumn(e.currentTarget, 'groups');
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focusColumn(e.currentTarget, 'models');
    }
  };
  const onModelKey = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const next = nextIndex(e.key, i, flatModels.length);
    if (next !== undefined) {
      e.preventDefault();
      dispatch({ type: 'model', id: flatModels[next].car_model_id });
      focusItemIn(e.currentTarget, '[data-testid="mega-model"]', next);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focusColumn(e.currentTarget, 'sections');
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focusColumn(e.currentTarget, 'preview');
    }
  };
  const onModelClick = (m: MenuModel) => {
    if (modelClickAction(model?.car_model_id, m.car_model_id) === 'open') navigate(to(modelDetailPath(m.car_model_id)));
    else dispatch({ type: 'model', id: m.car_model_id });
  };

  return (
    <div className={styles.vehicles}>
      <div className={styles.sections} data-col="sections" role="listbox" aria-label={t(`megaMenu.sections.${type}`)} aria-orientation="vertical">
        {sections.map((s, i) => {
          const selected = s.id === section?.id;
          return (
            <button
              key={s.id}
              type="button"
              role="option"
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              className={styles.section}
              data-testid="mega-sub"
              onPointerEnter={mouseOnly(() => dispatch({ type: 'section', id: s.id }))}
              onClick={() => dispatch({ type: 'section', id: s.id })}
              onKeyDown={(e) => onSectionKey(e, i)}
            >
              <span className={styles.sectionName}>{s.name}</span>
              {s.tagline && <span className={styles.sectionTagline}>{s.tagline}</span>}
            </button>
          );
        })}
      </div>
      <div className={styles.models} data-col="models" role="listbox" aria-label={t('megaMenu.models')} aria-orientation="vertical">
        {groupsOfModels.map(({ sub, models }) => (
          <div key={sub.id} role="group" aria-labelledby={`mega-subgroup-${variant}-${sub.id}`} className={styles.subGroup}>
            <p id={`mega-subgroup-${variant}-${sub.id}`} className={styles.subGroupName}>
              {sub.name}
            </p>
            {models.map((m) => {
              const selected = m.car_model_id === model?.car_model_id;
              const i = flatModels.indexOf(m);
              return (
                <button
                  key={m.car_model_id}
                  type="button"
                  role="option"
                  aria-selected={selected}
                  tabIndex={selected ? 0 : -1}
                  className={styles.model}
                  data-testid="mega-model"
                  onPointerEnter={mouseOnly(() => dispatch({ type: 'model', id: m.car_model_id }))}
                  onClick={() => onModelClick(m)}
                  onKeyDown={(e) => onModelKey(e, i)}
                >
                  <span>{modelName(m)}</span>
                  {typeof m.cc === 'number' && m.cc > 0 && <span className={styles.cc}>{m.cc} cc</span>}
                </button>
              );
            })}
          </div>
        ))}
      </div>
      {model && section && <ModelPreview model={model} section={section} type={type} />}
    </div>
  );
}

/** The hovered/selected model: promo picture, name, description and a More button. */
function ModelPreview({ model, section, type }: { model: MenuModel; section: CarGroup; type: CarGroupType }) {
  const { t } = useTranslation('shell');
  const { to } = useLocale();
  const price = model.activity_price || model.retail_price;
  return (
    <div className={styles.preview} data-col="preview" data-testid="mega-preview">
      <div className={styles.stage}>
        <img
          key={model.car_model_id}
          src={model.pc_publicize_pic}
          alt={modelName(model)}
          width={800}
          height={500}
          decoding="async"
          className={styles.previewPic}
        />
      </div>
      <div className={styles.previewText}>
        <p className={styles.previewEyebrow}>{section.name}</p>
        <h3 className={styles.previewName} data-testid="mega-preview-name">
          {modelName(model)}
        </h3>
        <p className={styles.previewDesc} data-testid="mega-preview-description">
          {model.description}
        </p>
        {typeof price === 'number' && price > 0 && (
          <p className={styles.previewPrice}>
            <span>{t('megaMenu.fromPrice')}</span> {t('megaMenu.priceFrom', { price: formatYuan(price) })}
          </p>
        )}
        <div className={styles.previewActions}>
          <Link className="btn btn-primary" to={to(modelDetailPath(model.car_model_id))} data-testid="mega-more">
            {t('megaMenu.more')}
          </Link>
          {type === 'vehicle_series' && (
            <Link className={styles.seriesLink} to={to(`/vehicleModel?name=${encodeURIComponent(section.slug)}`)}>
              {t('megaMenu.viewSeries', { name: section.name })}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
