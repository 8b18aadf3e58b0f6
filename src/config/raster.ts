/**
 * The raster picture pipeline's URL contract, shared by the server (which validates it) and the site
 * (which builds `srcset`s from it). A product or news picture is named by its artwork path
 * (`/media/scene/lake/233.svg`); its photographs live at `/media/px/<version>/<art>/<width>.<format>`.
 */

/**
 * Bumped whenever the artwork or the photographic treatment changes: the URLs are cached as
 * immutable for a year, so new pixels need new URLs.
 */
export const RASTER_VERSION = 'v1';

/** The only widths the server renders (anything else is a 400). */
export const RASTER_WIDTHS = [320, 480, 768, 1024, 1600] as const;

/** The only formats the server renders, best first (the order of a `<picture>`'s sources). */
export const RASTER_FORMATS = ['avif', 'webp', 'jpg'] as const;

/** A width the pipeline renders. */
export type RasterWidth = (typeof RASTER_WIDTHS)[number];

/** A format the pipeline renders. */
export type RasterFormat = (typeof RASTER_FORMATS)[number];

/** MIME type of each format (the `type` of a `<source>`, the server's Content-Type). */
export const RASTER_MIME: Record<RasterFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/** Widest variant offered under Save-Data or on 2g: a phone's screen width at 1x. */
export const SAVE_DATA_MAX_WIDTH = 480;

/** The `<html>` attribute by which the server says it rendered for a `Save-Data: on` request (small widths only). */
export const SAVE_DATA_ATTRIBUTE = 'data-save-data';

/** Artwork that is a product or news picture (bikes, goods, scenes); logos, icons and QR codes stay SVG. */
const SOURCE =
  /^\/media\/((?:moto\/[a-z]+\/[a-z]+\/[0-9a-f]{6}-[0-9a-f]{6})|(?:goods\/[a-z]+\/[0-9a-f]{6})|(?:scene\/[a-z-]+\/(?:0|[1-9][0-9]{0,2})))\.svg$/;

/** The artwork key (`scene/lake/233`) of a picture URL the pipeline can photograph, else undefined. */
export function rasterSource(src: string | undefined | null): string | undefined {
  if (!src) return undefined;
  return SOURCE.exec(src)?.[1];
}

/** URL of one rendered variant. */
export function rasterUrl(source: string, width: RasterWidth, format: RasterFormat): string {
  return `/media/px/${RASTER_VERSION}/${source}/${width}.${format}`;
}

/** Widths offered for a picture at most `maxWidth` wide (the smallest always stays). */
export function rasterWidths(maxWidth: number = RASTER_WIDTHS[RASTER_WIDTHS.length - 1]): RasterWidth[] {
  const widths = RASTER_WIDTHS.filter((w) => w <= maxWidth);
  return widths.length > 0 ? widths : [RASTER_WIDTHS[0]];
}

/** The widths a picture offers: every one, or only the small ones for data saver. */
export function pictureWidths(saveData: boolean): RasterWidth[] {
  return rasterWidths(saveData ? SAVE_DATA_MAX_WIDTH : undefined);
}

/** The one width for an `<img src>` (browsers without `srcset`) and a preload's URL: 768, or the widest offered below it. */
export function fallbackWidth(widths: readonly RasterWidth[]): RasterWidth {
  return widths.includes(768) ? 768 : widths[widths.length - 1]!;
}

/** True when a request's `Save-Data` header asks to save data. */
export function savesData(header: string | string[] | undefined): boolean {
  return header === 'on';
}

/** A `srcset` of one format over the given widths. */
export function rasterSrcSet(source: string, format: RasterFormat, widths: readonly RasterWidth[]): string {
  return widths.map((w) => `${rasterUrl(source, w, format)} ${w}w`).join(', ');
}
