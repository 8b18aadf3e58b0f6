/** Compact figures used in the scene banners: mini bikes, riders, crowds, lamps. */
import { r1, rng } from '../color.ts';

/** Options for a compact side-view bike. */
export interface MiniBike {
  body: string;
  dark?: string;
  rider?: string;
  lamp?: boolean;
  flip?: boolean;
  lean?: number;
}

/** Compact side-view motorcycle (optionally ridden), ground contact at (x, y); s=1 ≈ 200px long. */
export function miniBike(x: number, y: number, s: number, o: MiniBike): string {
  const d = o.dark ?? '#1d2126';
  const flip = o.flip ? ' scale(-1 1)' : '';
  const lean = o.lean ? ` rotate(${o.lean})` : '';
  const wheel = (cx: number) =>
    `<circle cx="${cx}" cy="-30" r="25" fill="none" stroke="#15171a" stroke-width="10"/><circle cx="${cx}" cy="-30" r="19" fill="none" stroke="#5b626b" stroke-width="2.5"/><circle cx="${cx}" cy="-30" r="5" fill="#5b626b"/>`;
  const rider = o.rider
    ? `<path d="M-30 -74L6 -114" stroke="${d}" stroke-width="22" stroke-linecap="round"/>` +
      `<path d="M6 -110L30 -98L46 -96M-28 -70L8 -62L0 -38" stroke="${d}" stroke-width="11" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<circle cx="14" cy="-130" r="15" fill="${o.rider}"/><path d="M17 -135h13v8h-12z" fill="${d}" opacity=".85"/>`
    : '';
  return (
    `<g transform="translate(${r1(x)} ${r1(y)}) scale(${s})${flip}${lean}">` +
    wheel(-70) +
    wheel(72) +
    `<circle cx="72" cy="-30" r="11" fill="none" stroke="#aab0b7" stroke-width="3"/>` +
    `<path d="M-70 -30L-12 -40" stroke="#3a4048" stroke-width="7"/><path d="M58 -88L72 -30" stroke="#c9a227" stroke-width="5"/>` +
    `<path d="M-22 -64H30L38 -36Q20 -24 -14 -28Z" fill="#2a2f36"/><path d="M-16 -56h42M-16 -48h44M-14 -40h42" stroke="#4a515b" stroke-width="2"/>` +
    `<path d="M34 -40Q26 -20 -20 -22L-60 -38" stroke="#9aa1a9" stroke-width="4" fill="none"/><path d="M-88 -50L-54 -42L-56 -33L-90 -42Z" fill="#b9c0c7"/>` +
    `<path d="M-98 -80L-46 -72L-44 -63L-80 -66Z" fill="${o.body}"/><path d="M-50 -74Q-30 -78 -12 -74L-14 -65L-48 -66Z" fill="${d}"/>` +
    `<path d="M-14 -74Q0 -96 40 -94L58 -86L54 -66L-10 -64Z" fill="${o.body}"/><path d="M-6 -82Q10 -92 38 -90" stroke="#fff" stroke-width="3" fill="none" opacity=".4"/>` +
    `<path d="M56 -88Q70 -90 70 -76Q66 -70 56 -72Z" fill="${o.body}"/><circle cx="66" cy="-79" r="4" fill="#fff6d8"/>` +
    `<path d="M54 -58Q72 -66 90 -54L86 -51Q72 -60 58 -54Z" fill="${o.body}"/><path d="M50 -94L42 -108" stroke="${d}" stroke-width="4"/>` +
    (o.lamp ? `<circle cx="68" cy="-79" r="9" fill="#fff6d8" opacity=".5"/>` : '') +
    rider +
    `</g>`
  );
}

/** Row of head-and-shoulder silhouettes (crowd) along y. */
export function crowd(seed: number, x0: number, x1: number, y: number, size: number, cols: string[]): string {
  const r = rng(seed + 9);
  let s = '';
  for (let x = x0; x < x1; x += size * (0.9 + r() * 0.5)) {
    const h = size * (0.9 + r() * 0.3);
    const c = cols[Math.floor(r() * cols.length)];
    s += `<path d="M${r1(x - h * 0.55)} ${y}Q${r1(x - h * 0.5)} ${r1(y - h * 0.9)} ${r1(x)} ${r1(y - h * 0.95)}Q${r1(x + h * 0.5)} ${r1(y - h * 0.9)} ${r1(x + h * 0.55)} ${y}Z" fill="${c}"/><circle cx="${r1(x)}" cy="${r1(y - h * 1.25)}" r="${r1(h * 0.3)}" fill="${c}"/>`;
  }
  return s;
}

/** Hanging lamp with a soft light cone. */
export function lamp(x: number, y: number, len: number, col: string): string {
  return (
    `<path d="M${x} 0V${y}" stroke="#1d2126" stroke-width="2"/><path d="M${x - 22} ${y + 14}L${x - 10} ${y}H${x + 10}L${x + 22} ${y + 14}Z" fill="#1d2126"/>` +
    `<path d="M${x - 20} ${y + 14}L${x - len * 0.45} ${y + len}H${x + len * 0.45}L${x + 20} ${y + 14}Z" fill="${col}" opacity=".12"/>`
  );
}

/** Vertical gradient def helper. */
export function vgrad(id: string, stops: [number, string, number?][]): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('')}</linearGradient>`;
}

/** Point on a quadratic Bézier P0-P1-P2 at t, with its tangent angle in degrees. */
export function qPoint(p0: [number, number], p1: [number, number], p2: [number, number], t: number): [number, number, number] {
  const u = 1 - t;
  const x = u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0];
  const y = u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1];
  const dx = 2 * u * (p1[0] - p0[0]) + 2 * t * (p2[0] - p1[0]);
  const dy = 2 * u * (p1[1] - p0[1]) + 2 * t * (p2[1] - p1[1]);
  return [x, y, (Math.atan2(dy, dx) * 180) / Math.PI];
}

/** Accent colours used for helmets and bikes in scenes. */
export const SCENE_ACCENTS = ['#c8102e', '#c9a227', '#f4f1ea', '#3b82f6', '#2f9e6e', '#e8772e'] as const;
