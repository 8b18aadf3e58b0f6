import { picturePreloadLink } from './raster/preload.ts';

/**
 * The picture a page shows largest on its first screen (its Largest Contentful Paint) is named by an
 * API answer; the HTML response names it in a `Link: <url>; rel=preload; as=image` header, so its
 * download starts with the HTML's. The page's route module says which pictures (`handle.preload`,
 * from the data its loader loaded); this file keeps the header to same-origin media only.
 */

/** A same-origin media path only (the header must never point anywhere else). */
export function safeMediaUrl(url: unknown): string | undefined {
  return typeof url === 'string' && /^\/media\/[\w./-]+$/.test(url) && !url.includes('..') ? url : undefined;
}

/** The `Link` header value for one picture drawn `sizes` wide (pipeline pictures: their AVIF srcset, the candidate `<Picture>` picks). */
export function imagePreloadLink(url: string, sizes: string, saveData = false): string {
  return picturePreloadLink(url, sizes, saveData);
}
