/** Shared drawing parts for the motorcycle illustrations (side-profile coordinates, 800x500). */
import { BRAND, luma, mix, r1, shade, tint } from '../color.ts';

/** Resolved colours of one bike: body, accent and derived outline tones. */
export interface Pal {
  hex: string;
  accent: string;
  line: string;
  accLine: string;
}

/** Paint references into the gradients emitted by `bikeDefs`. */
export const F = {
  body: 'url(#bd)',
  bodyH: 'url(#bh)',
  acc: 'url(#ac)',
  chrome: 'url(#cr)',
  graph: 'url(#gr)',
  alu: 'url(#al)',
  glass: 'url(#gl)',
  seat: 'url(#st)',
  tyre: '#141619',
  dark: '#1d2126',
  metal: '#8d949c',
} as const;

/** Builds the palette for a body/accent pair. */
export function pal(hex: string, accent: string): Pal {
  return { hex, accent, line: shade(hex, 0.45), accLine: shade(accent, 0.35) };
}

const stops = (...c: [number, string, number?][]): string =>
  c.map(([o, col, op]) => `<stop offset="${o}" stop-color="${col}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`).join('');

const lin = (id: string, s: string, x2 = 0, y2 = 1): string => `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;

/** Gradient definitions used by every bike drawing. */
export function bikeDefs(p: Pal): string {
  return (
    '<defs>' +
    lin('bd', stops([0, tint(p.hex, 0.32)], [0.45, p.hex], [1, shade(p.hex, 0.38)])) +
    lin('bh', stops([0, '#fff', 0.55], [0.5, '#fff', 0.08], [1, '#fff', 0])) +
    lin('ac', stops([0, tint(p.accent, 0.2)], [1, shade(p.accent, 0.25)])) +
    lin('cr', stops([0, '#fbfcfd'], [0.35, '#aeb5bd'], [0.55, '#eef1f4'], [1, '#6b727a'])) +
    lin('gr', stops([0, '#4a515b'], [0.5, BRAND.graphite], [1, '#181b20'])) +
    lin('al', stops([0, '#e4e7ea'], [0.6, '#a9b0b8'], [1, '#7b838c'])) +
    lin('gl', stops([0, '#dbe8f0', 0.75], [1, '#8fa6b6', 0.35]), 1, 1) +
    lin('st', stops([0, '#3a3f46'], [0.4, '#24282e'], [1, '#111316'])) +
    '<radialGradient id="sh"><stop offset="0" stop-color="#1b2430" stop-opacity=".55"/><stop offset="1" stop-color="#1b2430" stop-opacity="0"/></radialGradient>' +
    '</defs>'
  );
}

/** Soft warm studio backdrop with a floor glow (800x500). */
export function studioBg(): string {
  return (
    '<defs><radialGradient id="bg" cx=".5" cy=".38" r=".75">' +
    stops([0, '#ffffff'], [0.6, '#f4f1ea'], [1, '#e2ddd2']) +
    '</radialGradient>' +
    lin('fl', stops([0, '#ebe7df', 0], [1, '#d9d3c7'])) +
    '</defs><rect width="800" height="500" fill="url(#bg)"/><rect y="360" width="800" height="140" fill="url(#fl)"/>'
  );
}

/** Elliptical floor shadow spanning x1..x2 at ground y, plus tyre contact shadows. */
export function floorShadow(x1: number, x2: number, y: number, contacts: number[] = []): string {
  const cx = (x1 + x2) / 2;
  const rx = (x2 - x1) / 2;
  const c = contacts.map((x) => `<ellipse cx="${x}" cy="${y}" rx="46" ry="5" fill="#0b0f14" opacity=".35"/>`).join('');
  return `<ellipse cx="${cx}" cy="${y + 2}" rx="${rx}" ry="16" fill="url(#sh)"/>${c}`;
}

/** Straight rod with a highlight stripe (forks, tubes, pipes). */
export function rod(x1: number, y1: number, x2: number, y2: number, w: number, col: string, hi?: string): string {
  const base = `<path d="M${r1(x1)} ${r1(y1)}L${r1(x2)} ${r1(y2)}" stroke="${col}" stroke-width="${w}" stroke-linecap="round"/>`;
  if (!hi) return base;
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  const nx = ((y2 - y1) / len) * w * 0.22;
  const ny = (-(x2 - x1) / len) * w * 0.22;
  return (
    base +
    `<path d="M${r1(x1 + nx)} ${r1(y1 + ny)}L${r1(x2 + nx)} ${r1(y2 + ny)}" stroke="${hi}" stroke-width="${r1(w * 0.22)}" stroke-linecap="round" opacity=".85"/>`
  );
}

/** Coil-over shock absorber between two points. */
export function shock(x1: number, y1: number, x2: number, y2: number, spring: string): string {
  const len = Math.hypot(x2 - x1, y2 - y1);
  const ux = (x2 - x1) / len;
  const uy = (y2 - y1) / len;
  const nx = -uy * 8;
  const ny = ux * 8;
  const coils = Math.max(5, Math.round(len / 9));
  let d = '';
  for (let i = 0; i <= coils; i++) {
    const t = 0.12 + (0.76 * i) / coils;
    const s = i % 2 ? 1 : -1;
    d += `${i ? 'L' : 'M'}${r1(x1 + ux * len * t + nx * s)} ${r1(y1 + uy * len * t + ny * s)}`;
  }
  return (
    rod(x1, y1, x2, y2, 7, '#5b626b') +
    `<path d="${d}" stroke="${spring}" stroke-width="3.2" fill="none" stroke-linejoin="round"/>` +
    `<circle cx="${r1(x1)}" cy="${r1(y1)}" r="5" fill="#3a4048"/><circle cx="${r1(x2)}" cy="${r1(y2)}" r="5" fill="#3a4048"/>`
  );
}

/** Wheel styles available to the bikes. */
export type WheelKind = 'spoke' | 'cast5' | 'ysplit' | 'cast10' | 'scooter';

/** Options for a side-profile wheel. */
export interface WheelOpts {
  kind: WheelKind;
  tyre: number;
  rim: string;
  stripe?: string;
  disc?: 'front' | 'rear' | 'none';
  caliper?: string;
  sprocket?: boolean;
  knobby?: boolean;
}

function spokes(cx: number, cy: number, rIn: number, rOut: number, n: number): string {
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const b = a + (i % 2 ? 0.32 : -0.32);
    const x = Math.round(cx + Math.cos(a) * rIn);
    const y = Math.round(cy + Math.sin(a) * rIn);
    d += `M${x} ${y}l${Math.round(cx + Math.cos(b) * rOut - x)} ${Math.round(cy + Math.sin(b) * rOut - y)}`;
  }
  return `<path d="${d}" stroke="#c3c8ce" stroke-width="1.3"/>`;
}

function castSpokes(cx: number, cy: number, rIn: number, rOut: number, n: number, col: string, split: boolean): string {
  let d = '';
  const P = (a: number, r: number) => `${r1(cx + Math.cos(a) * r)} ${r1(cy + Math.sin(a) * r)}`;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + 0.3;
    if (split) for (const s of [-1, 1]) d += `M${P(a + s * 0.1, rIn)}L${P(a + s * 0.17, rOut)}`;
    else d += `M${P(a, rIn)}L${P(a, rOut)}`;
  }
  return `<path d="${d}" stroke="${col}" stroke-width="${split ? 6 : 9}" stroke-linecap="round"/>`;
}

/** Side-profile wheel: tyre, rim, spokes/cast arms, hub, optional brake disc/sprocket. */
export function wheel(cx: number, cy: number, r: number, o: WheelOpts): string {
  const ri = r - o.tyre;
  let s = `<circle cx="${cx}" cy="${cy}" r="${r1(r - o.tyre / 2)}" fill="none" stroke="${F.tyre}" stroke-width="${o.tyre}"/>`;
  if (o.knobby) s += `<circle cx="${cx}" cy="${cy}" r="${r - 1}" fill="none" stroke="#2b3036" stroke-width="3" stroke-dasharray="5 4"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="${r1(r - o.tyre * 0.45)}" fill="none" stroke="#2a2e34" stroke-width="1.5"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="${r - 2}" fill="none" stroke="#2f343a" stroke-width="1" opacity=".7"/>`;
  const open = o.kind !== 'spoke';
  s += `<circle cx="${cx}" cy="${cy}" r="${ri - 2}" fill="${open ? '#4a525c' : '#20242a'}"${open ? ` opacity="${luma(o.rim) > 0.5 ? 0.75 : 0.4}"` : ''}/>`;
  if (o.kind === 'spoke') s += spokes(cx, cy, 9, ri - 4, 32);
  else if (o.kind === 'cast10') s += castSpokes(cx, cy, 14, ri - 4, 10, o.rim, false);
  else s += castSpokes(cx, cy, 15, ri - 4, o.kind === 'scooter' ? 5 : 5, o.rim, o.kind === 'ysplit');
  if (o.disc === 'front' || o.disc === 'rear') {
    const dr = r1(o.disc === 'front' ? ri * 0.62 : ri * 0.45);
    s += `<circle cx="${cx}" cy="${cy}" r="${dr}" fill="none" stroke="#aab0b7" stroke-width="${o.disc === 'front' ? 9 : 7}"/>`;
    s += `<circle cx="${cx}" cy="${cy}" r="${dr}" fill="none" stroke="#7d848c" stroke-width="2" stroke-dasharray="2 6"/>`;
  }
  if (o.sprocket) {
    s += `<circle cx="${cx}" cy="${cy}" r="${r1(ri * 0.5)}" fill="none" stroke="#3d434b" stroke-width="7" stroke-dasharray="3 2.2"/>`;
  }
  s += `<circle cx="${cx}" cy="${cy}" r="${ri}" fill="none" stroke="${o.rim}" stroke-width="5"/>`;
  if (o.stripe) s += `<circle cx="${cx}" cy="${cy}" r="${ri + 1.5}" fill="none" stroke="${o.stripe}" stroke-width="1.6"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="13" fill="#3a4048"/><circle cx="${cx}" cy="${cy}" r="6" fill="${F.chrome}"/>`;
  if (o.caliper) {
    const a = o.disc === 'front' ? -2.8 : 2.4;
    const dr = o.disc === 'front' ? ri * 0.62 : ri * 0.45;
    const x = r1(cx + Math.cos(a) * dr);
    const y = r1(cy + Math.sin(a) * dr);
    const deg = r1((a * 180) / Math.PI + 90);
    s += `<rect x="${r1(x - 7)}" y="${r1(y - 15)}" width="14" height="30" rx="6" fill="${o.caliper}" transform="rotate(${deg} ${x} ${y})"/>`;
  }
  return s;
}

/** Drive chain from front sprocket to rear sprocket (upper and lower runs). */
export function chain(fx: number, fy: number, rx: number, ry: number, rr: number): string {
  return `<path d="M${fx} ${fy - 9}L${rx} ${r1(ry - rr)}M${fx} ${fy + 9}L${rx} ${r1(ry + rr)}" stroke="#3d434b" stroke-width="3.5" stroke-dasharray="3 1.5"/><circle cx="${fx}" cy="${fy}" r="10" fill="#30353c"/>`;
}

/** Round mirror on a stalk from (x,y) going up to (mx,my). */
export function mirror(x: number, y: number, mx: number, my: number, round: boolean): string {
  const head = round
    ? `<ellipse cx="${mx}" cy="${my}" rx="9" ry="12" fill="#22262c"/><ellipse cx="${mx - 1}" cy="${my}" rx="5" ry="8" fill="#8ea3b3"/>`
    : `<path d="M${mx - 14} ${my + 4}L${mx + 10} ${my - 8}L${mx + 14} ${my + 2}L${mx - 10} ${my + 10}Z" fill="#22262c"/>`;
  return rod(x, y, mx, my, 3, '#3a4048') + head;
}

/** Body-coloured panel with outline and optional top sheen. */
export function panel(d: string, p: Pal, sheen = false): string {
  const base = `<path d="${d}" fill="${F.body}" stroke="${p.line}" stroke-width="1.2" stroke-linejoin="round"/>`;
  return sheen ? base + `<path d="${d}" fill="${F.bodyH}"/>` : base;
}

/** Dark part (frame, engine block, seat) with no outline. */
export const dark = (d: string, fill: string = F.graph): string => `<path d="${d}" fill="${fill}"/>`;

/** Cooling fins: `n` parallel strokes along a direction inside a block. */
export function fins(x: number, y: number, w: number, n: number, gap: number, angle: number, col = '#9aa1a9'): string {
  let d = '';
  for (let i = 0; i < n; i++) d += `M0 ${i * gap}h${w}`;
  return `<path d="${d}" stroke="${col}" stroke-width="2.2" transform="translate(${x} ${y}) rotate(${angle})"/>`;
}

/** Warm headlight glow ellipse (used in scenes). */
export function glow(x: number, y: number, r: number, col = '#fff6d8'): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${col}" opacity=".9"/>`;
}

/** Softly mixed tone between two colours (re-export for bike files). */
export const tone = mix;
