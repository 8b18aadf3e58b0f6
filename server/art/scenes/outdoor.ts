/** Outdoor banner scenes (1600x700): roads, track, city, desert, lake and snow. */
import { mix, r1, rng, shade, tint } from '../color.ts';
import { haze, pines, ridge, skyFor, skyLayer, stars, type Sky } from '../landscape.ts';
import { miniBike, qPoint, SCENE_ACCENTS, vgrad } from './kit.ts';

const W = 1600;
const H = 700;
type P2 = [number, number];

/** Sky, sun and optional stars for a seed. */
function sky(seed: number, s: Sky, sunY: number): string {
  const r = rng(seed + 3);
  const sx = Math.round(250 + r() * 1100);
  return skyLayer(s, W, H, sx, sunY, s.name === 'night' ? 30 : 40) + (s.stars ? stars(seed, 70, W, 300) : '');
}

/** Road drawn as a thick stroked quadratic curve with edge and centre lines. */
function roadBand(a: P2, c: P2, b: P2, w: number, col: string): string {
  const d = `M${a[0]} ${a[1]}Q${c[0]} ${c[1]} ${b[0]} ${b[1]}`;
  return (
    `<path d="${d}" stroke="${tint(col, 0.45)}" stroke-width="${w + 8}" fill="none"/>` +
    `<path d="${d}" stroke="${col}" stroke-width="${w}" fill="none"/>` +
    `<path d="${d}" stroke="#f4f1ea" stroke-width="3" fill="none" stroke-dasharray="30 26" opacity=".65"/>`
  );
}

/** Riders placed along a quadratic road at parameters `ts`. */
function ridersOn(seed: number, a: P2, c: P2, b: P2, ts: number[], scale: number, body: string, lamp: boolean, dy = 4): string {
  const r = rng(seed + 11);
  return ts
    .map((t, i) => {
      const [x, y, ang] = qPoint(a, c, b, t);
      const helmet = SCENE_ACCENTS[Math.floor(r() * SCENE_ACCENTS.length)];
      return miniBike(x, y + dy, scale * (1 - i * 0.04), { body: i ? shade(body, 0.2) : body, rider: helmet, lamp, lean: r1(ang) });
    })
    .join('');
}

/** Winding mountain road through layered ridges. */
export function mountainRoad(seed: number): string {
  const s = skyFor(seed, ['dawn', 'day', 'golden', 'dusk']);
  const a: P2 = [-60, 690];
  const c: P2 = [760, 440];
  const b: P2 = [1660, 560];
  return [
    sky(seed, s, 250),
    ridge(seed + 1, { base: 380, amp: 220, w: W, h: H, peaks: 3 }, s.hills[0]),
    haze(200, 380, W, s.low, 0.3),
    ridge(seed + 2, { base: 450, amp: 150, w: W, h: H, peaks: 4 }, s.hills[1]),
    ridge(seed + 3, { base: 520, amp: 80, w: W, h: H, peaks: 6 }, s.hills[2]),
    pines(seed, -20, W + 20, 540, 22, s.hills[3]),
    `<path d="M0 540Q400 500 800 530T1600 520V700H0Z" fill="${s.hills[3]}"/>`,
    roadBand(a, c, b, 56, mix(s.ground, '#3a4048', 0.5)),
    ridersOn(seed, a, c, b, [0.6, 0.47], 0.85, '#c8102e', s.name === 'dusk'),
  ].join('');
}

/** Group ride along a coastal cliff road. */
export function clubRide(seed: number): string {
  const s = skyFor(seed + 1, ['day', 'golden', 'dusk', 'dawn']);
  const a: P2 = [-40, 640];
  const c: P2 = [800, 520];
  const b: P2 = [1640, 470];
  const sea = mix(s.mid, '#0f1b2d', 0.45);
  return [
    sky(seed, s, 330),
    ridge(seed + 4, { base: 400, amp: 130, w: W, h: H, peaks: 2 }, s.hills[0], ' opacity=".8"'),
    `<rect y="400" width="${W}" height="300" fill="${sea}"/>`,
    `<path d="M0 430H1600M0 470H1600M0 520H1600" stroke="${tint(sea, 0.25)}" stroke-width="2" stroke-dasharray="60 40 10 40" opacity=".7"/>`,
    `<path d="M0 560Q500 470 1000 460T1600 410V700H0Z" fill="${s.hills[2]}"/>`,
    `<path d="M0 620Q600 540 1100 520T1600 480V700H0Z" fill="${s.hills[3]}"/>`,
    roadBand(a, c, b, 44, mix(s.ground, '#3a4048', 0.5)),
    ridersOn(seed, a, c, b, [0.8, 0.68, 0.56, 0.44, 0.32], 0.56, '#2a2f36', s.name === 'dusk'),
  ].join('');
}

/** Race circuit corner with leaning riders and grandstand. */
export function raceTrack(seed: number): string {
  const s = skyFor(seed, ['day', 'golden', 'day']);
  const r = rng(seed + 21);
  const stand = `<path d="M120 330H980L1000 300H100Z" fill="#2a2f36"/><rect x="120" y="330" width="860" height="90" fill="#3a4048"/>`;
  const people = [0, 1, 2, 3]
    .map(
      (i) =>
        `<path d="M130 ${346 + i * 20}H970" stroke="${SCENE_ACCENTS[(i + seed) % 6]}" stroke-width="8" stroke-dasharray="4 ${7 + i}" opacity=".8"/>`,
    )
    .join('');
  const track = 'M-40 700Q300 420 900 470T1660 420';
  const riders = [0, 1, 2]
    .map((i) => {
      const x = Math.round(520 + i * 260 + r() * 40);
      const y = 560 - i * 28;
      const streaks = `<path d="M${x - 230} ${y - 60}h110M${x - 260} ${y - 40}h150M${x - 210} ${y - 20}h90" stroke="#f4f1ea" stroke-width="4" stroke-linecap="round" opacity=".35"/>`;
      return streaks + miniBike(x, y, 0.7 - i * 0.06, { body: SCENE_ACCENTS[(seed + i * 2) % 6], rider: '#f4f1ea' });
    })
    .join('');
  return [
    sky(seed, s, 200),
    ridge(seed + 5, { base: 330, amp: 60, w: W, h: H, peaks: 6 }, s.hills[1]),
    pines(seed + 1, -20, W + 20, 340, 16, s.hills[2]),
    `<rect y="330" width="${W}" height="370" fill="#4f7a3a"/><path d="M0 420Q800 380 1600 400V700H0Z" fill="#5e8c45"/>`,
    stand,
    people,
    `<rect x="1100" y="250" width="24" height="170" fill="#2a2f36"/><rect x="1060" y="240" width="200" height="60" rx="4" fill="#0f1b2d"/>`,
    `<path d="${track}" stroke="#e9e6dd" stroke-width="210" fill="none"/>`,
    `<path d="${track}" stroke="#3d434b" stroke-width="190" fill="none"/>`,
    `<path d="M-40 610Q300 330 900 380T1660 330" stroke="#c8102e" stroke-width="14" fill="none" stroke-dasharray="30 30"/>`,
    `<path d="M-40 610Q300 330 900 380T1660 330" stroke="#f4f1ea" stroke-width="14" fill="none" stroke-dasharray="30 30" stroke-dashoffset="30"/>`,
    riders,
  ].join('');
}

/** Night skyline with light trails and a rider. */
export function nightCity(seed: number): string {
  const s = skyFor(seed, ['night', 'dusk']);
  const r = rng(seed + 31);
  const block = (x0: number, base: number, hMin: number, hMax: number, col: string, lit: boolean) => {
    let out = '';
    for (let x = x0; x < W;) {
      const w = 50 + Math.floor(r() * 90);
      const h = hMin + Math.floor(r() * (hMax - hMin));
      out += `<rect x="${x}" y="${base - h}" width="${w - 6}" height="${h}" fill="${col}"/>`;
      if (lit)
        out += `<path d="M${x + 10} ${base - h + 20}V${base - 10}M${x + w / 2 - 3} ${base - h + 24}V${base - 10}M${x + w - 18} ${base - h + 20}V${base - 10}" stroke="#f6d58a" stroke-width="6" stroke-dasharray="6 12" opacity="${r1(0.35 + r() * 0.4)}"/>`;
      x += w;
    }
    return out;
  };
  return [
    sky(seed, s, 140),
    block(-20, 520, 120, 260, mix(s.hills[1], '#0f1b2d', 0.3), false),
    block(-40, 560, 80, 220, s.hills[3], true),
    `<rect y="560" width="${W}" height="140" fill="#0a0f19"/>`,
    `<path d="M0 600Q800 570 1600 590" stroke="#e23b3b" stroke-width="6" fill="none" opacity=".8"/><path d="M0 606Q800 576 1600 596" stroke="#e23b3b" stroke-width="16" fill="none" opacity=".2"/>`,
    `<path d="M0 640Q800 610 1600 632" stroke="#fff3c4" stroke-width="6" fill="none" opacity=".85"/><path d="M0 646Q800 616 1600 638" stroke="#fff3c4" stroke-width="18" fill="none" opacity=".2"/>`,
    `<path d="M0 680H1600" stroke="#3a4048" stroke-width="4" stroke-dasharray="40 30"/>`,
    `<path d="M1010 596L1600 560V660Z" fill="#fff4d0" opacity=".16"/>`,
    miniBike(900, 628, 0.7, { body: '#c8102e', rider: '#f4f1ea', lamp: true }),
  ].join('');
}

/** Desert dunes and mesas with an adventure rider kicking up dust. */
export function desert(seed: number): string {
  const s = skyFor(seed, ['golden', 'day', 'dusk']);
  const r = rng(seed + 41);
  const sand = ['#e8c48a', '#d9a86a', '#c98d52', '#a96f3e'];
  const dust = Array.from(
    { length: 10 },
    (_, i) =>
      `<circle cx="${r1(690 - i * 46 - r() * 20)}" cy="${r1(486 - r() * 50 - i * 4)}" r="${r1(22 + i * 7)}" fill="${tint(sand[0], 0.3)}" opacity="${r1(0.55 - i * 0.05)}"/>`,
  ).join('');
  return [
    sky(seed, s, 300),
    `<path d="M980 420V360L1020 330H1180L1220 360V420ZM140 430V380L200 350H300L340 380V430Z" fill="${mix(s.hills[0], sand[3], 0.5)}"/>`,
    `<path d="M0 420Q300 380 700 420T1600 400V700H0Z" fill="${sand[1]}"/>`,
    `<path d="M0 500Q400 430 800 480T1600 460V700H0Z" fill="${sand[0]}"/>`,
    `<path d="M0 520Q400 450 800 500" stroke="#fff" stroke-width="3" fill="none" opacity=".3"/>`,
    `<path d="M0 600Q500 540 1000 600T1600 580V700H0Z" fill="${sand[2]}"/>`,
    `<path d="M0 560Q400 470 800 500" stroke="${sand[2]}" stroke-width="4" fill="none" stroke-dasharray="10 8"/>`,
    dust,
    miniBike(800, 502, 0.95, { body: '#f4f1ea', rider: '#c8102e', lean: 3 }),
  ].join('');
}

/** Alpine lake reflecting the mountains, with riders on the shore road. */
export function lake(seed: number): string {
  const s = skyFor(seed + 2, ['dawn', 'day', 'golden', 'dusk']);
  const far = ridge(seed + 6, { base: 430, amp: 220, w: W, h: 430, peaks: 3 }, s.hills[1]);
  const water = mix(s.mid, '#0f1b2d', 0.35);
  const a: P2 = [-40, 640];
  const c: P2 = [800, 600];
  const b: P2 = [1640, 630];
  return [
    sky(seed, s, 250),
    ridge(seed + 7, { base: 430, amp: 280, w: W, h: 430, peaks: 2 }, s.hills[0]),
    far,
    `<defs>${vgrad('lk', [
      [0, tint(water, 0.2)],
      [1, shade(water, 0.3)],
    ])}</defs><rect y="430" width="${W}" height="270" fill="url(#lk)"/>`,
    `<g transform="matrix(1 0 0 -1 0 860)" opacity=".3">${far}</g>`,
    `<path d="M100 470h180M600 490h260M1100 465h200M300 530h240M900 545h300" stroke="#fff" stroke-width="3" opacity=".25" stroke-linecap="round"/>`,
    `<path d="M0 600Q800 560 1600 600V700H0Z" fill="${s.hills[3]}"/>`,
    pines(seed + 2, 1200, 1620, 600, 30, s.hills[3]),
    roadBand(a, c, b, 40, mix(s.ground, '#3a4048', 0.4)),
    ridersOn(seed, a, c, b, [0.5, 0.38], 0.68, '#1d3c78', s.name === 'dusk'),
  ].join('');
}

/** Snowy high pass with switchbacks and falling snow. */
export function snowPass(seed: number): string {
  const s = skyFor(seed, ['dawn', 'day', 'golden']);
  const r = rng(seed + 51);
  const flakes = Array.from({ length: 60 }, () => `M${Math.round(r() * W)} ${Math.round(r() * H)}h.1`).join('');
  const a: P2 = [-40, 660];
  const c: P2 = [820, 520];
  const b: P2 = [1640, 600];
  return [
    sky(seed, s, 220),
    ridge(seed + 8, { base: 420, amp: 260, w: W, h: H, peaks: 3 }, '#eef3f7'),
    ridge(seed + 8, { base: 440, amp: 260, w: W, h: H, peaks: 3 }, mix(s.hills[1], '#8fa6b6', 0.5), ' opacity=".55"'),
    ridge(seed + 9, { base: 500, amp: 140, w: W, h: H, peaks: 4 }, '#f7fafc'),
    `<defs>${vgrad('sn', [
      [0, '#ffffff'],
      [1, '#c9d6df'],
    ])}</defs><path d="M0 560Q500 500 900 540T1600 520V700H0Z" fill="url(#sn)"/>`,
    pines(seed + 3, -20, 400, 570, 26, '#2b4157'),
    roadBand(a, c, b, 50, '#3a4048'),
    ridersOn(seed, a, c, b, [0.55], 0.8, '#c9a227', false),
    `<path d="${flakes}" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".85"/>`,
  ].join('');
}
