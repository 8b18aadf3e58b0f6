/** Landscape building blocks shared by the scene banners and the motorcycle "scene" view. */
import { mix, r1, rng, shade, tint } from './color.ts';

/** A time-of-day palette for outdoor scenes. */
export interface Sky {
  name: 'dawn' | 'day' | 'golden' | 'dusk' | 'night';
  top: string;
  mid: string;
  low: string;
  sun: string;
  /** Ridge colours from farthest to nearest. */
  hills: [string, string, string, string];
  ground: string;
  stars: boolean;
}

/** Outdoor palettes, picked by seed. */
export const SKIES: readonly Sky[] = [
  {
    name: 'dawn',
    top: '#2b3a67',
    mid: '#c97b8e',
    low: '#f6c99b',
    sun: '#fff1d6',
    hills: ['#8a7ea6', '#5f5b85', '#3b3f63', '#1f2440'],
    ground: '#23283f',
    stars: false,
  },
  {
    name: 'day',
    top: '#4f86c6',
    mid: '#9cc3e6',
    low: '#e6f0f5',
    sun: '#fffbea',
    hills: ['#a9bfd6', '#7d9bb8', '#4f6f8c', '#2b4157'],
    ground: '#33424f',
    stars: false,
  },
  {
    name: 'golden',
    top: '#3d5a80',
    mid: '#e9a25f',
    low: '#fbd38d',
    sun: '#fff3c4',
    hills: ['#c58b6b', '#8d5e58', '#553d4a', '#2a2235'],
    ground: '#2e2530',
    stars: false,
  },
  {
    name: 'dusk',
    top: '#0f1b2d',
    mid: '#5b3a6e',
    low: '#e2725b',
    sun: '#ffd9a0',
    hills: ['#6c4a7a', '#46355f', '#2a2746', '#141a2c'],
    ground: '#161b2a',
    stars: true,
  },
  {
    name: 'night',
    top: '#050b16',
    mid: '#0f1b2d',
    low: '#24385a',
    sun: '#eef2f7',
    hills: ['#26344f', '#1b2740', '#121c30', '#0a1120'],
    ground: '#0b111d',
    stars: true,
  },
];

/** Picks a sky for a seed; `bias` restricts to a subset of names. */
export function skyFor(seed: number, bias?: Sky['name'][]): Sky {
  const list = bias ? SKIES.filter((s) => bias.includes(s.name)) : SKIES;
  return list[Math.abs(Math.floor(seed)) % list.length] ?? SKIES[3];
}

/** Sky gradient + sun glow defs and background rect for a w×h canvas. */
export function skyLayer(sky: Sky, w: number, h: number, sunX: number, sunY: number, sunR: number): string {
  const moon = sky.name === 'night';
  const glowR = moon ? sunR * 2.2 : sunR * 4;
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset=".55" stop-color="${sky.mid}"/><stop offset="1" stop-color="${sky.low}"/></linearGradient>` +
    `<radialGradient id="sun"><stop offset="0" stop-color="${sky.sun}" stop-opacity="${moon ? 0.35 : 0.95}"/><stop offset=".25" stop-color="${sky.sun}" stop-opacity="${moon ? 0.15 : 0.5}"/><stop offset="1" stop-color="${sky.sun}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>` +
    `<circle cx="${sunX}" cy="${sunY}" r="${glowR}" fill="url(#sun)"/>` +
    `<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${sky.sun}"/>` +
    (moon ? `<circle cx="${sunX + sunR * 0.55}" cy="${sunY - sunR * 0.35}" r="${sunR * 0.85}" fill="${sky.top}"/>` : '')
  );
}

/** Scattered stars in the upper part of the canvas. */
export function stars(seed: number, n: number, w: number, h: number): string {
  const r = rng(seed + 17);
  let d = '';
  for (let i = 0; i < n; i++) d += `M${Math.round(r() * w)} ${Math.round(r() * h)}h1.5`;
  return `<path d="${d}" stroke="#fff" stroke-width="1.5" stroke-linecap="round" opacity=".7"/>`;
}

/** Options for a mountain ridge. */
export interface RidgeOpts {
  base: number;
  amp: number;
  w: number;
  h: number;
  /** Number of peaks across the width (default 4). */
  peaks?: number;
}

/** Ridge profile: alternating peak/valley anchors refined by midpoint displacement. */
export function ridgePoints(seed: number, o: RidgeOpts, detail = 3): [number, number][] {
  const r = rng(seed);
  const segs = (o.peaks ?? 4) * 2;
  let pts: [number, number][] = [];
  for (let i = 0; i <= segs; i++) {
    const jitter = i > 0 && i < segs ? (r() - 0.5) * (o.w / segs) * 0.7 : 0;
    const y = i % 2 ? o.base - o.amp * (0.5 + r() * 0.5) : o.base - o.amp * r() * 0.3;
    pts.push([(i / segs) * o.w + jitter, y]);
  }
  let amp = o.amp * 0.2;
  for (let d = 0; d < detail; d++) {
    const next: [number, number][] = [pts[0]];
    for (let i = 1; i < pts.length; i++) {
      const [x0, y0] = pts[i - 1];
      const [x1, y1] = pts[i];
      next.push([(x0 + x1) / 2 + (r() - 0.5) * (x1 - x0) * 0.3, (y0 + y1) / 2 + (r() - 0.5) * amp * 2], pts[i]);
    }
    pts = next;
    amp *= 0.5;
  }
  return pts.map(([x, y]) => [Math.round(x), Math.round(y)]);
}

/** Mountain ridge polygon filled down to the canvas bottom. */
export function ridge(seed: number, o: RidgeOpts, fill: string, extra = ''): string {
  const pts = ridgePoints(seed, o);
  return `<path d="M0 ${o.h}${pts.map(([x, y]) => `L${x} ${y}`).join('')}L${o.w} ${o.h}Z" fill="${fill}"${extra}/>`;
}

/** Soft haze fading in from transparent at y to `op` at y+h (atmospheric perspective). */
export function haze(y: number, h: number, w: number, col: string, op = 0.35): string {
  const id = `hz${y}`;
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${col}" stop-opacity="0"/><stop offset="1" stop-color="${col}" stop-opacity="${op}"/></linearGradient></defs><rect x="0" y="${y}" width="${w}" height="${h}" fill="url(#${id})"/>`;
}

/** Pine tree silhouettes along a baseline. */
export function pines(seed: number, x0: number, x1: number, y: number, size: number, col: string): string {
  const r = rng(seed + 5);
  let d = '';
  for (let x = x0; x < x1; x += size * (0.5 + r() * 0.7)) {
    const s = size * (0.7 + r() * 0.6);
    const w = Math.round(s * 0.45);
    d += `M${Math.round(x - w)} ${y}l${w} ${-Math.round(s * 1.6)}l${w} ${Math.round(s * 1.6)}z`;
  }
  return `<path d="${d}" fill="${col}"/>`;
}

/** Silhouette of a rider on a motorcycle, facing right, wheels on y (scale 1 ≈ 150px long). */
export function rider(x: number, y: number, s: number, col: string, lean = 0): string {
  const t = `translate(${r1(x)} ${r1(y)}) scale(${s}) rotate(${lean})`;
  return (
    `<g transform="${t}" fill="${col}">` +
    `<circle cx="-52" cy="-24" r="24" fill="none" stroke="${col}" stroke-width="9"/>` +
    `<circle cx="54" cy="-24" r="24" fill="none" stroke="${col}" stroke-width="9"/>` +
    `<path d="M-60 -40L-30 -58L10 -60L30 -72L50 -70L62 -52L56 -26L40 -30L20 -40L-20 -34L-46 -30Z"/>` +
    `<path d="M54 -24L40 -68" stroke="${col}" stroke-width="6"/>` +
    `<path d="M-22 -60L-6 -100L14 -104L30 -78L24 -74L10 -92L2 -64Z"/>` +
    `<circle cx="6" cy="-112" r="12"/>` +
    `<path d="M-14 -62L4 -60L22 -46L14 -40Z"/>` +
    `</g>`
  );
}

/** Curved road in perspective from a vanishing point down to the bottom edge. */
export function road(vx: number, vy: number, w: number, h: number, curve: number, col: string, line: string): string {
  const bl = w * 0.12;
  const br = w * 0.88;
  const cx1 = vx + curve;
  const d = `M${vx - 4} ${vy}Q${cx1 - 80} ${(vy + h) / 2} ${bl} ${h}L${br} ${h}Q${cx1 + 80} ${(vy + h) / 2} ${vx + 4} ${vy}Z`;
  const mid = `M${vx} ${vy}Q${cx1} ${(vy + h) / 2} ${w / 2} ${h}`;
  return `<path d="${d}" fill="${col}"/><path d="${mid}" stroke="${line}" stroke-width="6" fill="none" stroke-dasharray="26 22" opacity=".8"/>`;
}

/** Small helper re-exports for scene files. */
export { mix, shade, tint, rng, r1 };
