/** Motorcycle illustrations: six styles × five views, drawn as SVG in code. */
import type { BikeStyle } from '../db/seed/types.ts';
import { assertHex } from './color.ts';
import { pines, ridge, skyLayer, SKIES, stars } from './landscape.ts';
import { adventureSide } from './bikes/adventure.ts';
import { cruiserSide } from './bikes/cruiser.ts';
import { detailView } from './bikes/detail.ts';
import { frontView } from './bikes/front.ts';
import { nakedSide } from './bikes/naked.ts';
import { bikeDefs, pal, studioBg, type Pal } from './bikes/parts.ts';
import { rearView } from './bikes/rear.ts';
import { retroSide } from './bikes/retro.ts';
import { scooterSide } from './bikes/scooter.ts';
import { SPECS } from './bikes/spec.ts';
import { sportSide } from './bikes/sport.ts';

export type { BikeStyle };

/** Views available for every bike style. */
export type BikeView = 'side' | 'front' | 'rear' | 'detail' | 'scene';

/** All bike styles, in catalogue order. */
export const BIKE_STYLES: readonly BikeStyle[] = ['adventure', 'sport', 'cruiser', 'naked', 'scooter', 'retro'];

/** All views, in gallery order. */
export const BIKE_VIEWS: readonly BikeView[] = ['side', 'front', 'rear', 'detail', 'scene'];

const SIDE: Record<BikeStyle, (p: Pal) => string> = {
  adventure: adventureSide,
  sport: sportSide,
  cruiser: cruiserSide,
  naked: nakedSide,
  scooter: scooterSide,
  retro: retroSide,
};

/** Headlamp position in side-profile coordinates (for the dusk beam). */
const LAMP: Record<BikeStyle, [number, number]> = {
  adventure: [600, 174],
  sport: [676, 230],
  cruiser: [618, 194],
  naked: [598, 208],
  scooter: [670, 190],
  retro: [594, 203],
};

/** Dusk mountain road with the bike riding across it (800x500). */
function sceneView(style: BikeStyle, p: Pal): string {
  const sky = SKIES[3];
  const [lx, ly] = LAMP[style];
  const s = 0.56;
  const tx = 150;
  const ty = 450 - 430 * s;
  const bx = Math.round(tx + lx * s);
  const by = Math.round(ty + ly * s);
  return [
    skyLayer(sky, 800, 500, 560, 292, 26),
    stars(3, 24, 800, 170),
    ridge(21, { base: 320, amp: 150, w: 800, h: 500, peaks: 3 }, sky.hills[0]),
    ridge(34, { base: 360, amp: 90, w: 800, h: 500, peaks: 4 }, sky.hills[1]),
    ridge(45, { base: 398, amp: 40, w: 800, h: 500, peaks: 5 }, sky.hills[2]),
    pines(7, -10, 810, 404, 22, sky.hills[3]),
    `<rect y="400" width="800" height="100" fill="${sky.hills[3]}"/>`,
    `<path d="M0 412H800" stroke="#5c5470" stroke-width="4"/><path d="${Array.from({ length: 17 }, (_, i) => `M${i * 50 + 10} 410v14`).join('')}" stroke="#5c5470" stroke-width="4"/>`,
    `<rect y="428" width="800" height="72" fill="#1b2133"/><path d="M0 430H800" stroke="#e9dcc2" stroke-width="2" opacity=".5"/>`,
    `<path d="M0 476H800" stroke="#e9dcc2" stroke-width="4" stroke-dasharray="40 30" opacity=".45"/>`,
    `<defs><linearGradient id="beam" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff4d0" stop-opacity=".7"/><stop offset="1" stop-color="#fff4d0" stop-opacity="0"/></linearGradient></defs>`,
    `<path d="M${bx} ${by - 4}L800 ${by - 36}L800 ${by + 110}L${bx} ${by + 6}Z" fill="url(#beam)"/>`,
    `<g transform="translate(${tx} ${ty.toFixed(1)}) scale(${s})">${SIDE[style](p)}</g>`,
    `<circle cx="${bx}" cy="${by}" r="6" fill="#fffbe8"/>`,
  ].join('');
}

/** Renders one bike illustration; throws on an unknown style/view or a malformed colour. */
export function motorcycleSvg(o: { style: BikeStyle; view: BikeView; hex: string; accent: string }): string {
  const hex = assertHex(o.hex, 'hex');
  const accent = assertHex(o.accent, 'accent');
  if (!BIKE_STYLES.includes(o.style)) throw new Error('Unknown bike style');
  if (!BIKE_VIEWS.includes(o.view)) throw new Error('Unknown bike view');
  const p = pal(hex, accent);
  const spec = SPECS[o.style];
  let body: string;
  switch (o.view) {
    case 'side':
      body = studioBg() + SIDE[o.style](p);
      break;
    case 'front':
      body = studioBg() + frontView(p, spec);
      break;
    case 'rear':
      body = studioBg() + rearView(p, spec);
      break;
    case 'detail':
      body = studioBg() + detailView(p, spec);
      break;
    case 'scene':
      body = sceneView(o.style, p);
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500">${bikeDefs(p)}${body}</svg>`;
}
