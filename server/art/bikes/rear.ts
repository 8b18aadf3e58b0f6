/** Rear view of a bike (symmetric, studio), driven by the style's ViewSpec. */
import { BRAND } from '../color.ts';
import { F, panel, rod, type Pal } from './parts.ts';
import type { ViewSpec } from './spec.ts';
import { sym, tyre, zoomed } from './front.ts';

const CX = 400;
const G = 440;

/** Round muffler end cap seen from behind. */
function muffler(x: number, y: number, r: number, chrome: boolean): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${chrome ? F.chrome : F.alu}" stroke="#6b737c"/><circle cx="${x}" cy="${y}" r="${r * 0.55}" fill="#15171a"/>`;
}

function plate(y: number, w = 76): string {
  return `<rect x="${CX - w / 2}" y="${y}" width="${w}" height="${w * 0.56}" rx="5" fill="#1d2126" stroke="#9aa1a9" stroke-width="2"/><rect x="${CX - w / 2 + 8}" y="${y + 8}" width="${w - 16}" height="${w * 0.56 - 16}" rx="2" fill="#e9e6dd" opacity=".16"/>`;
}

function upper(s: ViewSpec, p: Pal): string {
  const [by, bh] = s.bar;
  const round = s.face === 'round' || s.face === 'classic' || s.face === 'led';
  const head = round
    ? `<circle cx="${CX - bh + 6}" cy="${by - 54}" r="15" fill="#22262c"/>`
    : `<path d="M${CX - bh - 14} ${by - 62}L${CX - bh + 26} ${by - 68}L${CX - bh + 24} ${by - 48}L${CX - bh - 12} ${by - 44}Z" fill="#22262c"/>`;
  const [ty, tw] = s.tank;
  return (
    `<path d="M${CX - 40} ${by + 6}L${CX - bh + 20} ${by}" stroke="${s.chrome ? '#c4cad0' : '#1d2126'}" stroke-width="7" stroke-linecap="round"/>` +
    `<rect x="${CX - bh - 6}" y="${by - 7}" width="32" height="14" rx="6" fill="#111316"/>` +
    rod(CX - bh + 30, by - 2, CX - bh + 8, by - 50, 3, '#3a4048') +
    head +
    (s.face === 'apron'
      ? ''
      : panel(
          `M${CX} ${ty + 4}Q${CX - tw * 0.8} ${ty + 2} ${CX - tw} ${ty + 40}Q${CX - tw + 4} ${ty + 70} ${CX - tw + 30} ${ty + 84}L${CX} ${ty + 88}Z`,
          p,
          true,
        ))
  );
}

function lower(s: ViewSpec): string {
  const [ey, eh] = s.engine;
  const [wh] = s.wheel;
  const arm = CX - s.rearW / 2 - 16;
  return (
    (s.face === 'apron' ? '' : `<rect x="${CX - eh * 0.85}" y="${ey + 20}" width="${eh * 0.85}" height="${G - 94 - ey}" rx="14" fill="#3a4048"/>`) +
    `<rect x="${CX - eh - 40}" y="${G - 122}" width="44" height="10" rx="4" fill="#1d2126"/>` +
    `<rect x="${arm}" y="${G - wh / 2 - 40}" width="14" height="52" rx="5" fill="${s.chrome ? '#1d2126' : F.alu}"/>`
  );
}

/** Tail bodywork per tail type (left half). */
function tailHalf(s: ViewSpec, p: Pal): string {
  const y = s.seat;
  const rw = s.rearW;
  switch (s.tail) {
    case 'rack':
      return (
        `<rect x="${CX - 156}" y="${y + 14}" width="84" height="120" rx="8" fill="${F.alu}" stroke="#6b737c" stroke-width="2"/><path d="M${CX - 156} ${y + 34}h84" stroke="#6b737c" stroke-width="2"/><rect x="${CX - 124}" y="${y + 22}" width="20" height="8" rx="2" fill="#2a2f36"/><path d="M${CX - 150} ${y + 128}h72" stroke="#1d2126" stroke-width="6"/>` +
        panel(`M${CX} ${y + 4}L${CX - 54} ${y + 8}L${CX - 44} ${y + 62}L${CX} ${y + 68}Z`, p, true)
      );
    case 'sport':
      return (
        panel(`M${CX} ${y - 44}L${CX - 36} ${y - 34}L${CX - 56} ${y + 8}L${CX - 22} ${y + 28}L${CX} ${y + 30}Z`, p, true) +
        `<path d="M${CX - 50} ${y + 8}L${CX - 22} ${y + 22}L${CX - 6} ${y + 22}" stroke="${BRAND.red}" stroke-width="5" fill="none" stroke-linecap="round"/>`
      );
    case 'fender':
      return (
        panel(
          `M${CX} ${G - 222}Q${CX - rw / 2 - 24} ${G - 222} ${CX - rw / 2 - 26} ${G - 150}V${G - 96}H${CX - rw / 2 - 4}V${G - 150}Q${CX - rw / 2} ${G - 196} ${CX} ${G - 198}Z`,
          p,
          true,
        ) + rod(CX - rw / 2 - 16, G - 150, CX - rw / 2 - 12, G - 104, 7, '#c4cad0', '#fff')
      );
    case 'short':
      return panel(`M${CX} ${y - 14}L${CX - 40} ${y - 8}L${CX - 30} ${y + 22}L${CX} ${y + 26}Z`, p, true);
    case 'scooter':
      return (
        panel(`M${CX} ${y - 4}L${CX - 80} ${y + 4}Q${CX - 98} ${y + 60} ${CX - 74} ${y + 112}L${CX} ${y + 120}Z`, p, true) +
        `<path d="M${CX - 72} ${y - 6}Q${CX - 92} ${y + 8} ${CX - 84} ${y + 30}" stroke="#3a4048" stroke-width="7" fill="none" stroke-linecap="round"/>`
      );
    case 'round':
      return (
        `<path d="M${CX - rw / 2 - 6} ${G - 100}V${G - 160}Q${CX - rw / 2 - 4} ${G - 212} ${CX} ${G - 214}V${G - 202}Q${CX - rw / 2 + 6} ${G - 200} ${CX - rw / 2 + 6} ${G - 160}V${G - 100}Z" fill="${F.chrome}" stroke="#80878f"/>` +
        rod(CX - 100, y + 14, CX - 92, G - 150, 12, '#5b626b') +
        `<path d="M${CX - 108} ${y + 30}h16M${CX - 107} ${y + 42}h16M${CX - 106} ${y + 54}h16M${CX - 105} ${y + 66}h16M${CX - 104} ${y + 78}h16" stroke="#d3d8dd" stroke-width="4"/>` +
        muffler(CX - 92, G - 110, 15, true)
      );
  }
}

/** Centre tail pieces: taillight, plate, seat. */
function tailCentre(s: ViewSpec, p: Pal): string {
  const y = s.seat;
  const seat = (w: number, h: number, yy = y) =>
    `<rect x="${CX - w / 2}" y="${yy - h}" width="${w}" height="${h + 6}" rx="${h / 2}" fill="${F.seat}"/>`;
  switch (s.tail) {
    case 'rack':
      return (
        seat(96, 22) +
        `<rect x="${CX - 66}" y="${y - 8}" width="132" height="10" rx="3" fill="#262b31"/><rect x="${CX - 34}" y="${y + 30}" width="68" height="12" rx="6" fill="${BRAND.red}"/><path d="M${CX - 30} ${y + 52}H${CX + 30}" stroke="${p.accent}" stroke-width="4"/>` +
        plate(y + 80) +
        muffler(CX + 58, y + 104, 18, false)
      );
    case 'sport':
      return (
        seat(70, 16, y - 10) +
        rod(CX, y + 30, CX, y + 84, 6, '#1d2126') +
        plate(y + 84, 64) +
        `<rect x="${CX + 50}" y="${G - 134}" width="40" height="30" rx="8" fill="${F.graph}"/>` +
        muffler(CX + 70, G - 119, 11, false)
      );
    case 'fender':
      return (
        seat(150, 28, G - 226) +
        `<ellipse cx="${CX}" cy="${G - 206}" rx="22" ry="11" fill="${BRAND.red}" stroke="#80878f" stroke-width="2"/>` +
        `<path d="M${CX - 50} ${G - 214}Q${CX} ${G - 226} ${CX + 50} ${G - 214}" stroke="${p.accent}" stroke-width="3" fill="none"/>` +
        plate(G - 182, 60) +
        muffler(CX + 92, G - 84, 16, true) +
        muffler(CX + 96, G - 116, 16, true)
      );
    case 'short':
      return (
        seat(80, 18, y - 4) +
        `<path d="M${CX - 34} ${y + 14}H${CX + 34}" stroke="${BRAND.red}" stroke-width="6" stroke-linecap="round"/>` +
        rod(CX, y + 26, CX, y + 66, 6, '#1d2126') +
        plate(y + 64, 64) +
        muffler(CX + 64, G - 96, 16, false)
      );
    case 'scooter':
      return (
        seat(150, 24) +
        `<path d="M${CX - 70} ${y + 34}Q${CX} ${y + 48} ${CX + 70} ${y + 34}V${y + 48}Q${CX} ${y + 62} ${CX - 70} ${y + 48}Z" fill="${BRAND.red}"/><path d="M${CX - 60} ${y + 78}H${CX + 60}" stroke="${p.accent}" stroke-width="4"/>` +
        plate(y + 122, 66) +
        muffler(CX + 74, G - 92, 14, false)
      );
    case 'round':
      return (
        seat(170, 26) +
        `<path d="M${CX - 86} ${y + 4}H${CX + 86}" stroke="#c4cad0" stroke-width="4"/><circle cx="${CX}" cy="${G - 222}" r="16" fill="${BRAND.red}" stroke="${F.chrome}" stroke-width="4"/>` +
        plate(G - 198, 62)
      );
  }
}

/** Full rear-view drawing (without background). */
export function rearView(p: Pal, s: ViewSpec): string {
  const [wh] = s.wheel;
  const h = s.tail === 'fender' ? wh + 4 : wh;
  const hugger =
    s.tail === 'fender' || s.tail === 'round'
      ? ''
      : `<path d="M${CX - s.rearW / 2 - 6} ${G - h / 2 - 30}V${G - h + 20}A${s.rearW / 2 + 6} ${s.rearW / 2 + 6} 0 0 1 ${CX + s.rearW / 2 + 6} ${G - h + 20}V${G - h / 2 - 30}Z" fill="#1d2126"/>`;
  const screen = s.screen
    ? `<path d="M${CX - 48} ${s.head}L${CX - 54} ${s.screen + 14}Q${CX} ${s.screen - 8} ${CX + 54} ${s.screen + 14}L${CX + 48} ${s.head}Z" fill="${F.glass}" stroke="#7c8d99"/>`
    : '';
  return zoomed(s.zoom, [
    `<ellipse cx="${CX}" cy="${G + 2}" rx="210" ry="16" fill="url(#sh)"/>`,
    screen,
    sym('a', upper(s, p) + lower(s)),
    `<rect x="${CX - 40}" y="${s.bar[0] - 6}" width="80" height="22" rx="8" fill="#23272d"/>`,
    tyre(s.rearW, h, G - h),
    hugger,
    sym('b', tailHalf(s, p)),
    tailCentre(s, p),
  ]);
}
