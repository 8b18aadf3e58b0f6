/** Interior banner scenes (1600x700): factory, expo, workshop, lab and dealer showroom. */
import { markInner } from '../brand.ts';
import { BRAND, mix, r1, rng, shade } from '../color.ts';
import { skyFor } from '../landscape.ts';
import { crowd, lamp, miniBike, SCENE_ACCENTS, vgrad } from './kit.ts';

const W = 1600;
const H = 700;

/** Pick of accent colours for a seed. */
function accents(seed: number, n: number): string[] {
  return Array.from({ length: n }, (_, i) => SCENE_ACCENTS[(seed + i * 2) % SCENE_ACCENTS.length]);
}

/** Glossy floor from y to the bottom with perspective lines towards (vx, vy). */
function floor(y: number, col: string, vx = 800): string {
  let d = '';
  for (let x = -800; x <= 2400; x += 200) d += `M${vx + (x - vx) * 0.25} ${y}L${x} ${H}`;
  return `<defs>${vgrad('fl', [
    [0, shade(col, 0.2)],
    [1, col],
  ])}</defs><rect y="${y}" width="${W}" height="${H - y}" fill="url(#fl)"/><path d="${d}" stroke="#fff" stroke-width="1.5" opacity=".07"/>`;
}

/** Brand mark placed at (x, y) with size s. */
const mark = (x: number, y: number, s: number): string => `<g transform="translate(${x} ${y}) scale(${s / 512})">${markInner()}</g>`;

/** Assembly hall with windows, trusses, robots and bikes on the line. */
export function factory(seed: number): string {
  const r = rng(seed + 61);
  const warm = seed % 2 === 1;
  const light = warm ? '#f6d08b' : '#e4eef6';
  const wins = Array.from({ length: 6 }, (_, i) => {
    const x = 70 + i * 250;
    return `<rect x="${x}" y="90" width="200" height="250" fill="${light}" opacity=".85"/><path d="M${x + 66} 90V340M${x + 133} 90V340M${x} 173H${x + 200}M${x} 256H${x + 200}" stroke="#1b2a40" stroke-width="6"/><path d="M${x} 340L${x - 120} 560H${x + 160}L${x + 200} 340Z" fill="${light}" opacity=".07"/>`;
  }).join('');
  let truss = 'M0 60';
  for (let x = 0; x <= W; x += 80) truss += `L${x + 40} 20L${x + 80} 60`;
  const bikes = accents(seed, 4)
    .map((c, i) => miniBike(260 + i * 360, 500, 0.78, { body: c }))
    .join('');
  const robot = (x: number, flip: number) =>
    `<g transform="translate(${x} 560) scale(${flip} 1)"><rect x="-30" y="-20" width="60" height="20" fill="#2a2f36"/><path d="M0 -20L-10 -150L70 -210L110 -170" stroke="#e8772e" stroke-width="18" fill="none" stroke-linejoin="round" stroke-linecap="round"/><circle cx="-10" cy="-150" r="14" fill="#2a2f36"/><circle cx="70" cy="-210" r="12" fill="#2a2f36"/><path d="M110 -170l14 18M110 -170l22 4" stroke="#2a2f36" stroke-width="6"/></g>`;
  return [
    `<defs>${vgrad('wl', [
      [0, '#1b2a40'],
      [1, '#0f1b2d'],
    ])}</defs><rect width="${W}" height="${H}" fill="url(#wl)"/>`,
    wins,
    `<path d="${truss}" stroke="#2e405c" stroke-width="6" fill="none"/><path d="M0 60H1600M0 20H1600" stroke="#2e405c" stroke-width="8"/>`,
    [200, 600, 1000, 1400].map((x) => lamp(x + Math.round(r() * 40), 120, 400, light)).join(''),
    floor(480, '#3a4048'),
    `<path d="M0 560H1600" stroke="#c9a227" stroke-width="6" stroke-dasharray="40 24"/>`,
    robot(440, 1),
    robot(1160, -1),
    `<rect x="0" y="500" width="${W}" height="26" fill="#1d2126"/><path d="M0 513H1600" stroke="#4a515b" stroke-width="10" stroke-dasharray="6 14"/>`,
    bikes,
  ].join('');
}

/** Motor show stand: LED wall, spotlights, hero bike on a turntable, crowd. */
export function expo(seed: number): string {
  const r = rng(seed + 71);
  const beam = [BRAND.gold, '#f4f1ea', BRAND.red][seed % 3];
  const spots = [260, 560, 1040, 1340]
    .map(
      (x) =>
        `<path d="M${x} 0L${r1(720 + r() * 160 - 60)} 560H${r1(880 + r() * 160 - 100)}Z" fill="${beam}" opacity=".1"/><rect x="${x - 16}" y="0" width="32" height="26" rx="6" fill="#2a2f36"/>`,
    )
    .join('');
  const hero = accents(seed, 1)[0];
  return [
    `<defs>${vgrad('hl', [
      [0, '#070c16'],
      [1, '#16233a'],
    ])}${vgrad('led', [
      [0, '#1d3358'],
      [1, BRAND.ink],
    ])}</defs><rect width="${W}" height="${H}" fill="url(#hl)"/>`,
    `<rect x="420" y="70" width="760" height="330" rx="12" fill="url(#led)" stroke="#2e405c" stroke-width="6"/>`,
    mark(680, 110, 240),
    `<path d="M420 360H1180" stroke="${BRAND.red}" stroke-width="8"/>`,
    `<path d="M160 60V420M1440 60V420" stroke="${BRAND.red}" stroke-width="70"/><path d="M160 80V400M1440 80V400" stroke="${BRAND.gold}" stroke-width="4" stroke-dasharray="2 14"/>`,
    floor(470, '#1b2537'),
    spots,
    `<ellipse cx="800" cy="560" rx="380" ry="56" fill="#2a2f36"/><ellipse cx="800" cy="550" rx="380" ry="56" fill="#3a4048"/><ellipse cx="800" cy="550" rx="330" ry="42" fill="none" stroke="${beam}" stroke-width="3" opacity=".6"/>`,
    miniBike(800, 560, 1.5, { body: hero, lamp: true }),
    crowd(seed, -20, W + 40, H, 70, ['#05080f', '#0b111d', '#101827']),
  ].join('');
}

/** Workshop with pegboard tools, bench, tyres and a bike on the lift. */
export function workshop(seed: number): string {
  const r = rng(seed + 81);
  const wall = ['#d9d3c7', '#c9d2da', '#d6cbb8'][seed % 3];
  const tools = Array.from({ length: 9 }, (_, i) => {
    const x = 150 + i * 52;
    const h = 70 + Math.round(r() * 50);
    return `<path d="M${x} 170V${170 + h}" stroke="#4a515b" stroke-width="10" stroke-linecap="round"/><circle cx="${x}" cy="168" r="13" fill="none" stroke="#4a515b" stroke-width="8"/>`;
  }).join('');
  const tyres = [0, 1, 2]
    .map((i) => `<ellipse cx="1420" cy="${590 - i * 44}" rx="110" ry="30" fill="#1d2126" stroke="#3a4048" stroke-width="6"/>`)
    .join('');
  return [
    `<rect width="${W}" height="${H}" fill="${wall}"/>`,
    `<rect x="110" y="120" width="520" height="240" rx="8" fill="#b9ae9c"/><path d="M130 140H610M130 180H610M130 220H610M130 260H610M130 300H610M130 340H610" stroke="#8f8575" stroke-width="4" stroke-dasharray="2 18"/>`,
    tools,
    `<rect x="720" y="150" width="320" height="20" fill="#6b5a45"/><circle cx="790" cy="126" r="26" fill="${BRAND.red}"/><circle cx="880" cy="126" r="26" fill="#f4f1ea"/><circle cx="970" cy="126" r="26" fill="${BRAND.ink}"/>`,
    lamp(560, 40, 420, '#ffd88a'),
    lamp(1150, 40, 420, '#ffd88a'),
    floor(470, '#6d6a64'),
    `<rect x="80" y="380" width="600" height="30" fill="#5b4a38"/><path d="M110 410V560M650 410V560" stroke="#2a2f36" stroke-width="16"/>`,
    `<rect x="1180" y="300" width="150" height="260" rx="6" fill="${BRAND.red}"/><path d="M1190 350H1320M1190 400H1320M1190 450H1320M1190 500H1320" stroke="${shade(BRAND.red, 0.35)}" stroke-width="6"/>`,
    tyres,
    `<path d="M640 560H1100L1080 540H660Z" fill="#2a2f36"/><path d="M720 560L760 600M1020 560L980 600" stroke="#1d2126" stroke-width="12"/>`,
    miniBike(870, 540, 1.25, { body: mix(BRAND.ink, '#3b82f6', (seed % 5) / 6) }),
  ].join('');
}

/** R&D wind tunnel with streamlines and CAD screens. */
export function lab(seed: number): string {
  const acc = accents(seed, 1)[0];
  const lines = Array.from({ length: 9 }, (_, i) => {
    const y = 230 + i * 36;
    const bump = Math.max(0, 120 - Math.abs(y - 420) * 0.6);
    return `<path d="M180 ${y}C500 ${y} 600 ${y - bump} 800 ${y - bump}S1100 ${y} 1400 ${y}" stroke="${i % 3 ? '#6fb6ff' : acc}" stroke-width="3" fill="none" opacity=".65"/>`;
  }).join('');
  const fan = `<circle cx="110" cy="390" r="190" fill="#2a2f36"/><circle cx="110" cy="390" r="160" fill="#1d2126"/><path d="M110 390L110 240A150 150 0 0 1 240 315ZM110 390L240 465A150 150 0 0 1 110 540ZM110 390L-20 465A150 150 0 0 1 -20 315Z" fill="#3a4048"/><circle cx="110" cy="390" r="30" fill="#8d949c"/>`;
  const screen = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="220" height="140" rx="8" fill="${BRAND.ink}" stroke="#4a515b" stroke-width="6"/><path d="M${x + 20} ${y + 110}L${x + 60} ${y + 70}L${x + 100} ${y + 90}L${x + 150} ${y + 40}L${x + 200} ${y + 60}" stroke="${acc}" stroke-width="4" fill="none"/><path d="M${x + 20} ${y + 30}H${x + 120}" stroke="#8fa6b6" stroke-width="6" opacity=".6"/>`;
  return [
    `<defs>${vgrad('lb', [
      [0, '#f4f6f8'],
      [1, '#d9dfe5'],
    ])}</defs><rect width="${W}" height="${H}" fill="url(#lb)"/>`,
    `<path d="M0 100H1600M0 200H1600M0 300H1600M0 400H1600M200 0V520M400 0V520M600 0V520M800 0V520M1000 0V520M1200 0V520M1400 0V520" stroke="#c3ccd4" stroke-width="2"/>`,
    floor(520, '#aab4bd'),
    `<rect x="560" y="520" width="480" height="30" rx="6" fill="#2a2f36"/><circle cx="660" cy="535" r="10" fill="${acc}"/><circle cx="940" cy="535" r="10" fill="${acc}"/>`,
    fan,
    lines,
    miniBike(800, 522, 1.4, { body: acc, rider: '#2a2f36' }),
    screen(1330, 120),
    screen(1330, 300),
    `<rect x="1430" y="460" width="20" height="60" fill="#4a515b"/>`,
  ].join('');
}

/** Dealer showroom: glass facade, polished floor, bikes on display and brand wall. */
export function dealer(seed: number): string {
  const s = skyFor(seed);
  const cols = accents(seed, 3);
  const glass = `<defs>${vgrad('gs', [
    [0, s.top],
    [0.7, s.mid],
    [1, s.low],
  ])}</defs><rect x="0" y="60" width="1060" height="400" fill="url(#gs)"/>`;
  let sky = '';
  for (let x = 0; x < 1060; x += 60 + ((x * 7) % 50))
    sky += `<rect x="${x}" y="${380 - ((x * 13) % 140)}" width="52" height="${80 + ((x * 13) % 140)}" fill="${s.hills[2]}" opacity=".7"/>`;
  const bikes = cols.map((c, i) => miniBike(230 + i * 370, 560, 1.05, { body: c, lamp: s.name === 'night' })).join('');
  const refl = `<use href="#bk" transform="matrix(1 0 0 -1 0 1124)" opacity=".18"/>`;
  return [
    `<rect width="${W}" height="${H}" fill="#e9e5dc"/>`,
    glass,
    sky,
    `<path d="M0 60H1060M265 60V460M530 60V460M795 60V460M1060 60V460M0 460H1060" stroke="#2a2f36" stroke-width="10"/>`,
    `<rect x="1100" y="60" width="500" height="400" fill="${BRAND.ink}"/>`,
    mark(1250, 120, 200),
    `<rect x="1100" y="420" width="500" height="10" fill="${BRAND.gold}"/>`,
    `<rect width="${W}" height="40" fill="#f4f1ea"/><path d="M100 40H400M600 40H900M1100 40H1400" stroke="#fff" stroke-width="8"/>`,
    floor(460, '#cfc9bd'),
    cols.map((_, i) => `<ellipse cx="${230 + i * 370}" cy="562" rx="170" ry="18" fill="#2a2f36" opacity=".18"/>`).join(''),
    `<g id="bk">${bikes}</g>`,
    refl,
  ].join('');
}
