/**
 * The brand's mark and palette: the logo the header draws in the page and the art server's logo,
 * icons and scenes, from one drawing (SVG markup strings, no DOM).
 */

/** Brand palette constants. */
export const BRAND = {
  ink: '#0f1b2d',
  graphite: '#2a2f36',
  paper: '#f4f1ea',
  red: '#c8102e',
  gold: '#c9a227',
} as const;

const PEAKS = 'M92 338L192 200L230 250L298 136L420 338Z';
const CLOUD = 'M138 274Q176 246 216 268T296 266T382 252';
const ROAD = 'M170 470C230 420 292 392 262 342L284 342C330 386 320 430 346 470Z';
/** The left wing; the right one is its mirror image about the centre line. */
const WING_L = 'M236 350L66 314Q62 324 72 328L232 366ZM232 376L90 352Q86 362 96 366L230 390ZM228 402L116 388Q112 398 122 402L226 414Z';

/** Inner mark (ridge, cloud, road, wings) in a 512 box, colour version. */
export function markInner(): string {
  return (
    `<g fill="${BRAND.gold}"><path d="${WING_L}"/><path d="${WING_L}" transform="matrix(-1 0 0 1 512 0)"/></g>` +
    `<path d="${PEAKS}" fill="${BRAND.red}"/>` +
    `<path d="M298 136L330 190L306 180L290 204L272 180Z" fill="${BRAND.paper}"/>` +
    `<path d="${CLOUD}" stroke="${BRAND.paper}" stroke-width="16" fill="none" stroke-linecap="round"/>` +
    `<path d="${ROAD}" fill="${BRAND.paper}"/><path d="M258 462C276 430 300 396 274 348" stroke="${BRAND.ink}" stroke-width="4" stroke-dasharray="10 8" fill="none"/>`
  );
}

/** Round badge with the mark, in a 512 box (no svg wrapper): the colour version. */
export function badge(): string {
  return (
    `<circle cx="256" cy="256" r="246" fill="${BRAND.ink}"/>` +
    `<circle cx="256" cy="256" r="222" fill="none" stroke="${BRAND.gold}" stroke-width="6"/>` +
    markInner()
  );
}

/** The badge in navy line work, for one-colour print (no svg wrapper). */
export function monoBadge(): string {
  const ink = BRAND.ink;
  return (
    `<defs><mask id="mm"><rect width="512" height="512" fill="#fff"/><path d="${CLOUD}" stroke="#000" stroke-width="16" fill="none" stroke-linecap="round"/><path d="${ROAD}" fill="#000"/></mask></defs>` +
    `<circle cx="256" cy="256" r="236" fill="none" stroke="${ink}" stroke-width="20"/><circle cx="256" cy="256" r="206" fill="none" stroke="${ink}" stroke-width="4"/>` +
    `<g mask="url(#mm)" fill="${ink}"><path d="${PEAKS}"/><path d="${WING_L}"/><path d="${WING_L}" transform="matrix(-1 0 0 1 512 0)"/></g>` +
    `<path d="${ROAD}" fill="none" stroke="${ink}" stroke-width="6"/>`
  );
}
