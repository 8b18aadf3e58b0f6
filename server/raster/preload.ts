/** Preload hints for pipeline pictures, matching what `<Picture>` (src/components/ui/picture.tsx) will choose. */
import { fallbackWidth, pictureWidths, RASTER_MIME, rasterSource, rasterSrcSet, rasterUrl } from '../../src/config/raster.ts';

/**
 * A `Link` preload for a picture URL drawn `sizes` wide: for pipeline artwork the AVIF source's
 * `imagesrcset`/`imagesizes` (the browser preloads the very candidate the `<picture>` will pick; a
 * browser without AVIF skips it by `type`), else the URL itself. Candidates and sizes are separated by a bare
 * comma, so the header's list still splits on ", ". For a Save-Data request only the small widths, as
 * the page then offers.
 */
export function picturePreloadLink(url: string, sizes: string, saveData = false): string {
  const source = rasterSource(url);
  if (!source) return `<${url}>; rel=preload; as=image; fetchpriority=high`;
  const widths = pictureWidths(saveData);
  const srcset = rasterSrcSet(source, 'avif', widths).replaceAll(', ', ',');
  return `<${rasterUrl(source, fallbackWidth(widths), 'avif')}>; rel=preload; as=image; type="${RASTER_MIME.avif}"; imagesrcset="${srcset}"; imagesizes="${sizes.replaceAll(', ', ',')}"; fetchpriority=high`;
}
