import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelPic } from '../../api/types.ts';
import { keyStep, wrapIndex } from './gallery-math.ts';
import { Chevron, useSwipe } from '../shared/carousel-kit.tsx';
import { CloseIcon, ExpandIcon } from '../shared/icons.tsx';
import { MODEL_PIC_SIZE } from '../model/model-card.tsx';
import styles from './gallery.module.css';
import { Picture } from '../../../../components/ui/picture.tsx';
import { SIZES_FULL, SIZES_MAIN, sizesFixed } from '../../../../components/ui/picture-sizes.ts';

const VIEW_KEYS = {
  side: 'gallery.views.side',
  front: 'gallery.views.front',
  rear: 'gallery.views.rear',
  detail: 'gallery.views.detail',
  scene: 'gallery.views.scene',
} as const;

/**
 * The media gallery: a large stage with previous/next, arrow-key and swipe navigation, lazy
 * thumbnails, and a full-screen viewer (a modal dialog) that navigates the same way.
 */
export function Gallery({ pics, modelName, colorName }: { pics: ModelPic[]; modelName: string; colorName: string }) {
  const { t } = useTranslation('catalog');
  const [index, setIndex] = useState(0);
  const dialog = useRef<HTMLDialogElement>(null);
  const count = pics.length;
  const current = pics[wrapIndex(index, count)];
  const go = (i: number) => setIndex(wrapIndex(i, count));
  const swipe = useSwipe((dir) => go(index + dir));
  const viewName = (kind: string) => (kind in VIEW_KEYS ? t(VIEW_KEYS[kind as keyof typeof VIEW_KEYS]) : kind);
  const alt = (p: ModelPic) => t('gallery.alt', { model: modelName, color: colorName, view: viewName(p.kind) });
  const onKey = (e: KeyboardEvent) => {
    const next = keyStep(e.key, index, count);
    if (next === undefined) return;
    e.preventDefault();
    setIndex(next);
  };
  if (!current) return null;
  const counter = t('gallery.counter', { n: wrapIndex(index, count) + 1, total: count });

  const stage = (full: boolean) => (
    <div className={full ? styles.fullStage : styles.stage} {...swipe}>
      <Picture
        key={current.url}
        className={styles.image}
        src={current.url}
        alt={alt(current)}
        width={MODEL_PIC_SIZE.width}
        height={MODEL_PIC_SIZE.height}
        sizes={full ? SIZES_FULL : SIZES_MAIN}
        draggable={false}
        data-testid={full ? 'gallery-full-image' : 'gallery-image'}
      />
      <button type="button" className={`${styles.nav} ${styles.prev}`} onClick={() => go(index - 1)} aria-label={t('gallery.prev')}>
        <Chevron dir="left" />
      </button>
      <button type="button" className={`${styles.nav} ${styles.next}`} onClick={() => go(index + 1)} aria-label={t('gallery.next')}>
        <Chevron dir="right" />
      </button>
      <p className={styles.counter} aria-live="polite" data-testid={full ? undefined : 'gallery-counter'}>
        <span className="visually-hidden">{viewName(current.kind)} </span>
        {counter}
      </p>
    </div>
  );

  return (
    <div className={styles.gallery} data-testid="gallery">
      <div
        className={styles.frame}
        role="region"
        aria-roledescription={t('gallery.roledescription')}
        aria-label={t('gallery.label', { model: modelName })}
        tabIndex={0}
        onKeyDown={onKey}
        data-testid="gallery-stage"
      >
        {stage(false)}
        <button type="button" className={styles.expand} onClick={() => dialog.current?.showModal()} data-testid="gallery-open">
          <ExpandIcon />
          <span>{t('gallery.open')}</span>
        </button>
      </div>
      <ul className={styles.thumbs} aria-label={t('gallery.thumbs')}>
        {pics.map((p, i) => (
          <li key={p.url}>
            <button
              type="button"
              className={styles.thumb}
              aria-current={i === wrapIndex(index, count) ? 'true' : undefined}
              onClick={() => go(i)}
              aria-label={t('gallery.show', { view: viewName(p.kind) })}
            >
              <Picture src={p.url} alt="" width={160} height={100} sizes={sizesFixed(160)} />
              <span className={styles.thumbLabel} aria-hidden="true">
                {viewName(p.kind)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-label={t('gallery.label', { model: modelName })}
        onKeyDown={onKey}
        data-testid="gallery-dialog"
      >
        <div className={styles.dialogBar}>
          <p className={styles.dialogTitle}>
            {modelName} · {colorName} · {viewName(current.kind)}
          </p>
          <button type="button" className={styles.close} onClick={() => dialog.current?.close()} aria-label={t('gallery.close')} autoFocus>
            <CloseIcon />
          </button>
        </div>
        {stage(true)}
      </dialog>
    </div>
  );
}
