/**
 * `sizes` values for `<Picture>`: how wide each kind of picture is drawn, so the browser picks the
 * smallest variant that is sharp on the screen (approximate is fine: a little too wide costs bytes,
 * never layout).
 */

/** Full-bleed banners and page heroes. */
export const SIZES_FULL = '100vw';

/** The main picture of a two-column page (model hero, gallery, configurator stage, article cover). */
export const SIZES_MAIN = '(min-width: 1024px) 58vw, 100vw';

/** A card in a row of two to four (models, news, events). */
export const SIZES_CARD = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 85vw';

/** A product tile in the shop's grid of two to four. */
export const SIZES_TILE = '(min-width: 1100px) 25vw, (min-width: 700px) 33vw, 50vw';

/** A thumbnail drawn at a fixed CSS width. */
export function sizesFixed(px: number): string {
  return `${px}px`;
}
