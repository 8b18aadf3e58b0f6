/** Shared paints and helpers for the 600x600 product shots. */
import { luma, shade, tint } from '../color.ts';

/** Paint references into the gradients emitted by `goodsDefs`. */
export const G = {
  body: 'url(#gb)',
  hi: 'url(#gh)',
  dark: 'url(#gd)',
  chrome: 'url(#gc)',
  glass: 'url(#gg)',
  ink: '#1d2126',
  graphite: '#2a2f36',
  refl: '#d9dde2',
} as const;

/** Colours derived from the product hex. */
export interface GPal {
  c: string;
  dark: string;
  light: string;
  line: string;
  /** Contrasting detail colour (stitching, logos) on top of the product colour. */
  on: string;
}

/** Builds a product palette. */
export function gpal(c: string): GPal {
  return { c, dark: shade(c, 0.3), light: tint(c, 0.35), line: shade(c, 0.5), on: luma(c) > 0.6 ? '#2a2f36' : '#f4f1ea' };
}

/** Gradient definitions for product shots. */
export function goodsDefs(p: GPal): string {
  const v = (id: string, s: string, x2 = 0, y2 = 1) => `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
  const st = (o: number, c: string, a = 1) => `<stop offset="${o}" stop-color="${c}"${a < 1 ? ` stop-opacity="${a}"` : ''}/>`;
  return (
    '<defs>' +
    '<radialGradient id="gbg" cx=".5" cy=".42" r=".75">' +
    st(0, '#ffffff') +
    st(0.6, '#f4f1ea') +
    st(1, '#e0dbd0') +
    '</radialGradient>' +
    '<radialGradient id="gs">' +
    st(0, '#1b2430', 0.45) +
    st(1, '#1b2430', 0) +
    '</radialGradient>' +
    v('gb', st(0, tint(p.c, 0.3)) + st(0.5, p.c) + st(1, shade(p.c, 0.35))) +
    v('gh', st(0, '#fff', 0.5) + st(0.6, '#fff', 0.05) + st(1, '#fff', 0)) +
    v('gd', st(0, '#4a515b') + st(0.5, '#2a2f36') + st(1, '#15181c')) +
    v('gc', st(0, '#fbfcfd') + st(0.35, '#aeb5bd') + st(0.55, '#eef1f4') + st(1, '#6b727a')) +
    v('gg', st(0, '#e4eef4', 0.85) + st(1, '#7f97a8', 0.55), 1, 1) +
    '</defs>'
  );
}

/** Soft studio backdrop with a floor shadow under the product. */
export function goodsBg(shadowY = 500, shadowW = 210): string {
  return `<rect width="600" height="600" fill="url(#gbg)"/><ellipse cx="300" cy="${shadowY}" rx="${shadowW}" ry="22" fill="url(#gs)"/>`;
}

/** Product-coloured shape with outline and a top sheen. */
export function body(d: string, p: GPal, sheen = true): string {
  return (
    `<path d="${d}" fill="${G.body}" stroke="${p.line}" stroke-width="2" stroke-linejoin="round"/>` + (sheen ? `<path d="${d}" fill="${G.hi}"/>` : '')
  );
}

/** Dark rubber/plastic shape. */
export const darkPart = (d: string, fill: string = G.dark): string => `<path d="${d}" fill="${fill}"/>`;

/** Dashed stitching line. */
export const stitch = (d: string, col: string): string =>
  `<path d="${d}" stroke="${col}" stroke-width="2" fill="none" stroke-dasharray="6 5" opacity=".8"/>`;

/** Reflective strip (silver-grey band). */
export const reflect = (d: string): string => `<path d="${d}" fill="#cfd5db" stroke="#9aa1a9"/>`;
