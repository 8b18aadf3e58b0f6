import { useCallback, useState, type ImgHTMLAttributes } from 'react';
import { fallbackWidth, pictureWidths, RASTER_MIME, rasterSource, rasterSrcSet, rasterUrl } from '../../config/raster.ts';
import { useSaveData } from '../../lib/use-save-data.ts';
import styles from './picture.module.css';

/** What a picture needs besides its URL: the box it reserves and how urgently it loads. */
export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'loading' | 'fetchPriority'> {
  /** The picture's URL as the API names it (`/media/scene/lake/233.svg`); other URLs are shown as they are. */
  src: string | undefined;
  alt: string;
  /** Intrinsic size in CSS pixels: the browser reserves the box before any byte arrives (CLS 0). */
  width: number;
  height: number;
  /** How wide it is drawn, as in `<img sizes>` (e.g. `(min-width: 1024px) 33vw, 100vw`). */
  sizes?: string;
  /** `eager` only for first-screen pictures; the page's largest one also gets `fetchPriority="high"`. */
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
}

/** Which placeholder of picture.module.css stands in for an artwork (scenes by name, bikes on a road at dusk, else the studio). */
function placeholderKey(source: string): string {
  const [kind, art, view] = source.split('/');
  return kind === 'scene' ? (art ?? '') : view === 'scene' ? 'dusk' : '';
}

/**
 * A product or news picture through the raster pipeline: AVIF and WebP sources and a JPEG fallback,
 * each at the pipeline's widths (`srcset` + `sizes`, so a phone never downloads a desktop picture),
 * with width/height, lazy by default, async decoding and a colour placeholder that is removed once
 * the picture has loaded. Under Save-Data or on 2g only the small widths are offered. URLs that are
 * not pipeline artwork (uploads) render as a plain `<img>` with the same attributes.
 */
export function Picture({ src, alt, width, height, sizes = '100vw', loading = 'lazy', fetchPriority, onLoad, ...rest }: PictureProps) {
  const saveData = useSaveData();
  const [loaded, setLoaded] = useState(false);
  // A picture can finish before React is attached (server-rendered HTML, memory cache): check once.
  const ref = useCallback((el: HTMLImageElement | null) => {
    if (el?.complete && el.naturalWidth > 0) setLoaded(true);
  }, []);
  const source = rasterSource(src);
  const common = { alt, width, height, loading, decoding: 'async' as const, fetchPriority, ...rest };
  if (!source) return <img src={src} onLoad={onLoad} {...common} />;
  const widths = pictureWidths(saveData);
  return (
    <picture className={styles.picture}>
      <source type={RASTER_MIME.avif} srcSet={rasterSrcSet(source, 'avif', widths)} sizes={sizes} />
      <source type={RASTER_MIME.webp} srcSet={rasterSrcSet(source, 'webp', widths)} sizes={sizes} />
      <img
        ref={ref}
        src={rasterUrl(source, fallbackWidth(widths), 'jpg')}
        srcSet={rasterSrcSet(source, 'jpg', widths)}
        sizes={sizes}
        data-ph={loaded ? undefined : placeholderKey(source)}
        onLoad={(e) => {
          setLoaded(true);
          onLoad?.(e);
        }}
        {...common}
      />
    </picture>
  );
}
