import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Province, Store } from '../api/types.ts';
import type { LatLng } from '../lib/geo.ts';
import { fitViewBox, HAINAN, landDots, MAINLAND, MAP_HEIGHT, MAP_WIDTH, outlinePath, project, TAIWAN } from '../lib/map-projection.ts';
import styles from './store-finder.module.css';

/** Dots as one path of zero-length round-capped segments: the whole grid in a single DOM node. */
function dotPath(dots: { x: number; y: number }[]): string {
  return dots.map((d) => `M${d.x.toFixed(1)} ${d.y.toFixed(1)}h0`).join('');
}
const LAND_PATH = dotPath(landDots(7));

let lastZoom: { key: string; path: string } | undefined;
/** The finer grid for a zoomed view (the last one is kept: re-renders at the same zoom are free). */
function zoomedDots(box: readonly [number, number, number, number]): string {
  const key = box.map((v) => v.toFixed(1)).join(' ');
  if (lastZoom?.key !== key) lastZoom = { key, path: dotPath(landDots(Math.max(1.6, (box[2] / MAP_WIDTH) * 8.4), box)) };
  return lastZoom.path;
}
const OUTLINE_PATH = [MAINLAND, HAINAN, TAIWAN].map(outlinePath).join('');

interface Props {
  provinces: readonly Province[];
  stores: readonly Store[];
  /** Stores in view (highlighted); the rest are drawn faintly. */
  visibleIds: ReadonlySet<number>;
  selectedId: number | null;
  user: LatLng | null;
  /** Points the view should frame (a province's stores, or the rider and the nearest stores). */
  focus: readonly LatLng[];
  onSelect(id: number): void;
}

/** The store map: our own dot-grid outline of China with province labels and store pins; no map tiles. */
export function StoreMap({ provinces, stores, visibleIds, selectedId, user, focus, onSelect }: Props) {
  const { t } = useTranslation('service');
  const box = focus.length ? fitViewBox(focus.map((p) => project(p.lat, p.lng))) : ([0, 0, MAP_WIDTH, MAP_HEIGHT] as const);
  const k = box[2] / MAP_WIDTH; // keeps pins and labels the same on-screen size at any zoom
  // Zoomed in, a finer grid covering just the view keeps the land looking like land.
  const dots = box[2] >= 0.6 * MAP_WIDTH ? LAND_PATH : zoomedDots(box);
  const key = (id: number) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSelect(id);
    }
  };
  return (
    <figure className={styles.mapFigure} data-testid="store-map">
      <svg className={styles.map} viewBox={box.join(' ')} role="group" aria-label={t('stores.mapLabel')}>
        <path d={OUTLINE_PATH} className={styles.mapOutline} strokeWidth={1.2 * k} />
        <path d={dots} className={styles.mapDots} strokeWidth={3.2 * k} />
        {provinces.map((p) => {
          const { x, y } = project(p.lat, p.lng);
          return (
            <text key={p.id} x={x} y={y - 9 * k} className={styles.mapLabel} fontSize={12 * k} textAnchor="middle" aria-hidden="true">
              {p.name}
            </text>
          );
        })}
        {stores.map((s) => {
          const { x, y } = project(s.lat, s.lng);
          const on = visibleIds.has(s.id);
          const sel = s.id === selectedId;
          return (
            <g
              key={s.id}
              className={`${styles.pin} ${on ? '' : styles.pinDim} ${sel ? styles.pinSelected : ''}`}
              transform={`translate(${x} ${y}) scale(${k})`}
              role="button"
              tabIndex={on ? 0 : -1}
              aria-label={`${s.name}, ${s.city}`}
              aria-pressed={sel}
              onClick={() => onSelect(s.id)}
              onKeyDown={key(s.id)}
              data-testid="map-pin"
              data-store-id={s.id}
            >
              <circle r={18} className={styles.pinHit} />
              <circle r={sel ? 9 : 6} />
              {sel && <circle r={15} className={styles.pinHalo} />}
            </g>
          );
        })}
        {user && (
          <g
            transform={`translate(${project(user.lat, user.lng).x} ${project(user.lat, user.lng).y}) scale(${k})`}
            className={styles.me}
            data-testid="map-me"
          >
            <circle r={14} className={styles.meHalo} />
            <circle r={6} />
          </g>
        )}
      </svg>
      <figcaption className={styles.mapCaption}>{t('stores.mapCaption')}</figcaption>
    </figure>
  );
}
