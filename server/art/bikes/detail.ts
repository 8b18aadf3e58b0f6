/** Cockpit close-up: tank top, triple clamp, bars and instruments, seen from the saddle. */
import { BRAND } from '../color.ts';
import { F, panel, type Pal } from './parts.ts';
import type { ViewSpec } from './spec.ts';
import { sym } from './front.ts';

const CX = 400;

/** Analog dial with ticks and a needle (no numerals). */
function dial(x: number, y: number, r: number, needle: number, face = '#14171b', tick = '#e9e6dd'): string {
  const a = (needle * Math.PI) / 180;
  return (
    `<circle cx="${x}" cy="${y}" r="${r + 6}" fill="${F.chrome}" stroke="#6b737c"/>` +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${face}"/>` +
    `<circle cx="${x}" cy="${y}" r="${r - 8}" fill="none" stroke="${tick}" stroke-width="7" stroke-dasharray="1.6 ${((2 * Math.PI * (r - 8)) / 40 - 1.6).toFixed(2)}"/>` +
    `<path d="M${x} ${y}L${(x + Math.cos(a) * (r - 10)).toFixed(1)} ${(y + Math.sin(a) * (r - 10)).toFixed(1)}" stroke="${BRAND.red}" stroke-width="3" stroke-linecap="round"/>` +
    `<circle cx="${x}" cy="${y}" r="5" fill="#3a4048"/>`
  );
}

/** Colour TFT screen with an abstract riding-mode layout. */
function tft(w: number, h: number, y: number, p: Pal, race: boolean): string {
  const x = CX - w / 2;
  let ui = '';
  if (race) {
    for (let i = 0; i < 18; i++) {
      const bh = 8 + i * 1.6;
      const col = i > 14 ? BRAND.red : i > 10 ? p.accent : '#dfe8ef';
      ui += `<rect x="${x + 16 + i * ((w - 32) / 18)}" y="${y + 14 + 30 - bh}" width="${(w - 32) / 18 - 3}" height="${bh}" rx="1" fill="${col}"/>`;
    }
    ui += `<rect x="${CX - 40}" y="${y + 54}" width="80" height="${h - 66}" rx="6" fill="#1f3350"/><rect x="${x + 16}" y="${y + 56}" width="60" height="6" rx="3" fill="#8fa6b6"/><rect x="${x + 16}" y="${y + 70}" width="44" height="6" rx="3" fill="#8fa6b6" opacity=".6"/><rect x="${x + w - 50}" y="${y + 54}" width="34" height="34" rx="6" fill="${p.accent}"/>`;
  } else {
    const r = h * 0.36;
    ui += `<circle cx="${x + w * 0.34}" cy="${y + h * 0.55}" r="${r}" fill="none" stroke="#2c4260" stroke-width="9"/>`;
    ui += `<path d="M${(x + w * 0.34 - r).toFixed(1)} ${(y + h * 0.55).toFixed(1)}A${r.toFixed(1)} ${r.toFixed(1)} 0 0 1 ${(x + w * 0.34 + r * 0.7).toFixed(1)} ${(y + h * 0.55 - r * 0.7).toFixed(1)}" stroke="${p.accent}" stroke-width="9" fill="none"/>`;
    ui += `<rect x="${x + w * 0.34 - 16}" y="${y + h * 0.48}" width="32" height="20" rx="4" fill="#dfe8ef"/>`;
    ui += [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${x + w * 0.62}" y="${y + 22 + i * 20}" width="${w * 0.3 - i * 12}" height="7" rx="3.5" fill="#8fa6b6" opacity="${1 - i * 0.25}"/>`,
      )
      .join('');
    ui += `<circle cx="${x + w * 0.65}" cy="${y + h - 22}" r="6" fill="#3fbf7f"/><circle cx="${x + w * 0.75}" cy="${y + h - 22}" r="6" fill="#f0a030"/>`;
  }
  return (
    `<rect x="${x - 8}" y="${y - 8}" width="${w + 16}" height="${h + 16}" rx="14" fill="#15181c"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${BRAND.ink}"/>` +
    ui +
    `<path d="M${x + 6} ${y + 4}L${x + w * 0.45} ${y + 4}L${x + w * 0.3} ${y + h - 4}L${x + 6} ${y + h - 4}Z" fill="#fff" opacity=".05"/>`
  );
}

function dash(s: ViewSpec, p: Pal): string {
  switch (s.dash) {
    case 'tft':
      return tft(220, 132, 120, p, false);
    case 'race':
      return tft(230, 100, 150, p, true);
    case 'compact':
      return tft(170, 100, 150, p, false);
    case 'wide':
      return (
        `<rect x="${CX - 170}" y="140" width="340" height="100" rx="30" fill="#15181c"/>` +
        dial(CX - 100, 190, 36, 200, BRAND.ink) +
        dial(CX + 100, 190, 36, 250, BRAND.ink) +
        `<rect x="${CX - 50}" y="166" width="100" height="48" rx="8" fill="${BRAND.ink}"/><rect x="${CX - 38}" y="178" width="52" height="10" rx="3" fill="#dfe8ef"/><rect x="${CX - 38}" y="196" width="76" height="6" rx="3" fill="${p.accent}"/>`
      );
    case 'twin':
      return (
        dial(CX - 74, 172, 54, 210) +
        dial(CX + 74, 172, 54, 240) +
        `<circle cx="${CX}" cy="150" r="5" fill="#3fbf7f"/><circle cx="${CX}" cy="168" r="5" fill="#f0a030"/><circle cx="${CX}" cy="186" r="5" fill="#3b82f6"/>`
      );
    case 'tank':
      return `<ellipse cx="${CX}" cy="214" rx="80" ry="50" fill="${F.chrome}" stroke="#80878f"/><ellipse cx="${CX}" cy="200" rx="50" ry="22" fill="#fff" opacity=".35"/>`;
  }
}

function bars(s: ViewSpec, p: Pal): string {
  const sport = s.dash === 'race';
  const cruiser = s.dash === 'tank';
  const y0 = sport ? 320 : 296;
  const y1 = sport ? 352 : cruiser ? 180 : 262;
  const col = s.chrome ? '#c4cad0' : '#1d2126';
  const bar = cruiser
    ? `<path d="M${CX - 40} ${y0}Q${CX - 120} ${y0 - 20} ${CX - 150} 200Q${CX - 170} ${y1 - 10} ${CX - 250} ${y1 + 10}" stroke="${col}" stroke-width="14" fill="none" stroke-linecap="round"/>`
    : `<path d="M${CX - 40} ${y0}L${CX - 250} ${y1}" stroke="${col}" stroke-width="14" stroke-linecap="round"/>`;
  const gx = CX - 250;
  const gy = cruiser ? y1 + 10 : y1;
  const guard = s.guards
    ? `<path d="M${gx - 70} ${gy - 40}Q${gx - 120} ${gy} ${gx - 80} ${gy + 44}L${gx + 20} ${gy + 30}L${gx + 26} ${gy - 30}Z" fill="${F.graph}"/><path d="M${gx - 72} ${gy - 36}Q${gx - 112} ${gy} ${gx - 80} ${gy + 38}" stroke="${p.accent}" stroke-width="6" fill="none"/>`
    : '';
  return (
    bar +
    `<path d="M${gx} ${gy}L${gx - 130} ${gy + 8}" stroke="#111316" stroke-width="30" stroke-linecap="round"/>` +
    `<path d="M${gx - 20} ${gy - 12}v24M${gx - 40} ${gy - 11}v24M${gx - 60} ${gy - 10}v24M${gx - 80} ${gy - 9}v24M${gx - 100} ${gy - 8}v24" stroke="#2b3036" stroke-width="4"/>` +
    `<rect x="${gx}" y="${gy - 22}" width="40" height="40" rx="8" fill="#23272d"/><circle cx="${gx + 14}" cy="${gy - 6}" r="5" fill="${BRAND.red}"/><circle cx="${gx + 28}" cy="${gy + 6}" r="4" fill="#8d949c"/>` +
    `<path d="M${gx + 10} ${gy - 24}Q${gx - 60} ${gy - 46} ${gx - 140} ${gy - 30}" stroke="${F.alu}" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    guard +
    `<path d="M${gx + 30} ${gy - 16}L${gx - 30} 120" stroke="#30353c" stroke-width="6"/><path d="M${gx - 90} 70L${gx + 10} 58L${gx + 16} 116L${gx - 84} 130Z" fill="#22262c"/><path d="M${gx - 80} 78L${gx + 2} 68L${gx + 6} 108L${gx - 76} 120Z" fill="#8ea3b3"/>`
  );
}

function clamp(s: ViewSpec): string {
  const y = s.dash === 'race' ? 330 : 306;
  const fork = (x: number) =>
    `<circle cx="${x}" cy="${y}" r="22" fill="${F.alu}" stroke="#6b737c"/><circle cx="${x}" cy="${y}" r="9" fill="${s.chrome ? '#9aa1a9' : BRAND.gold}"/>`;
  return `<path d="M${CX - 130} ${y - 24}H${CX + 130}Q${CX + 150} ${y} ${CX + 126} ${y + 26}H${CX - 126}Q${CX - 150} ${y} ${CX - 130} ${y - 24}Z" fill="${F.alu}" stroke="#6b737c"/>${fork(CX - 100)}${fork(CX + 100)}<circle cx="${CX}" cy="${y}" r="14" fill="#3a4048"/>`;
}

function tank(s: ViewSpec, p: Pal): string {
  if (s.dash === 'wide') {
    return (
      panel(`M150 500Q170 380 400 360Q630 380 650 500Z`, p, true) +
      `<rect x="${CX - 70}" y="400" width="140" height="60" rx="14" fill="${F.graph}"/><circle cx="${CX + 40}" cy="430" r="12" fill="${F.chrome}"/>`
    );
  }
  const stripes =
    s.dash === 'race' || s.dash === 'twin'
      ? `<path d="M${CX - 34} 346L${CX - 14} 344L${CX - 20} 500H${CX - 46}ZM${CX + 34} 346L${CX + 14} 344L${CX + 20} 500H${CX + 46}Z" fill="${F.acc}"/>`
      : `<path d="M${CX - 150} 500Q${CX - 130} 420 ${CX - 60} 380" stroke="${p.accent}" stroke-width="10" fill="none"/><path d="M${CX + 150} 500Q${CX + 130} 420 ${CX + 60} 380" stroke="${p.accent}" stroke-width="10" fill="none"/>`;
  const top =
    s.dash === 'tank'
      ? `<path d="M${CX - 60} 360H${CX + 60}L${CX + 76} 500H${CX - 76}Z" fill="${F.chrome}" stroke="#80878f"/>` +
        dial(CX, 430, 46, 220, '#f4f1ea', '#2a2f36')
      : `<circle cx="${CX}" cy="430" r="34" fill="${F.alu}" stroke="#6b737c" stroke-width="2"/><circle cx="${CX}" cy="430" r="22" fill="none" stroke="#6b737c" stroke-width="2" stroke-dasharray="4 6"/><rect x="${CX - 8}" y="396" width="16" height="12" rx="3" fill="#6b737c"/>`;
  return panel(`M170 500Q190 370 400 346Q610 370 630 500Z`, p, true) + stripes + top;
}

/** Full cockpit drawing (without background). */
export function detailView(p: Pal, s: ViewSpec): string {
  const screen = s.screen
    ? `<path d="M${CX - 150} ${s.dash === 'race' ? 150 : 40}Q${CX} ${s.dash === 'race' ? 110 : 10} ${CX + 150} ${s.dash === 'race' ? 150 : 40}L${CX + 120} 250H${CX - 120}Z" fill="${F.glass}" stroke="#7c8d99"/>`
    : '';
  const cowl =
    s.dash === 'race' || s.dash === 'tft'
      ? panel(`M${CX - 190} 300Q${CX - 180} 200 ${CX - 130} 140L${CX + 130} 140Q${CX + 180} 200 ${CX + 190} 300Z`, p, true)
      : s.dash === 'wide'
        ? panel(`M${CX - 220} 300Q${CX - 200} 150 ${CX - 120} 110H${CX + 120}Q${CX + 200} 150 ${CX + 220} 300Z`, p, true)
        : '';
  return [screen, cowl, dash(s, p), sym('m', bars(s, p)), clamp(s), tank(s, p)].join('');
}
