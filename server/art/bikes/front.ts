/** Front view of a bike (symmetric, studio), driven by the style's ViewSpec. */
import { BRAND } from '../color.ts';
import { F, panel, rod, type Pal } from './parts.ts';
import type { ViewSpec } from './spec.ts';

const CX = 400;
const G = 440;

/** Emits `body` as a left half and mirrors it to the right around x=400. */
export function sym(id: string, body: string): string {
  return `<g id="${id}">${body}</g><use href="#${id}" transform="matrix(-1 0 0 1 800 0)"/>`;
}

/** Vertical tyre seen head-on, with a centre groove. */
export function tyre(w: number, h: number, top: number): string {
  return (
    `<rect x="${CX - w / 2}" y="${top}" width="${w}" height="${h}" rx="${w / 2}" fill="${F.tyre}"/>` +
    `<path d="M${CX} ${top + 12}V${top + h - 12}" stroke="#2b3036" stroke-width="3" stroke-dasharray="8 6"/>` +
    `<rect x="${CX - w / 2 + 3}" y="${top + 6}" width="5" height="${h - 12}" rx="2.5" fill="#3a4048" opacity=".5"/>`
  );
}

function fork(s: ViewSpec, legX: number, axle: number): string {
  const upper = s.chrome ? '#1d2126' : '#2a2f36';
  const lower = s.chrome ? '#c4cad0' : s.face === 'apron' ? '#3a4048' : BRAND.gold;
  if (s.face === 'apron') return rod(legX, axle - 70, legX, axle, 12, lower, '#6d757e');
  const mid = (s.head + axle) / 2;
  return rod(legX, s.head + 4, legX, mid + 10, 18, upper, '#59616b') + rod(legX, mid, legX, axle, 13, lower, '#fff');
}

function bars(s: ViewSpec, round: boolean): string {
  const [by, bh] = s.bar;
  const x = CX - bh;
  const pull =
    s.face === 'round'
      ? `M${CX - 20} ${s.head - 6}L${CX - 34} ${by + 8}Q${CX - 60} ${by - 4} ${x + 20} ${by + 26}`
      : `M${CX - 20} ${s.head - 4}L${CX - 30} ${by + 4}L${x + 20} ${by}`;
  const col = s.chrome ? '#c4cad0' : '#1d2126';
  const m = round
    ? `<circle cx="${x + 6}" cy="${by - 54}" r="15" fill="#22262c"/><circle cx="${x + 6}" cy="${by - 54}" r="10" fill="#8ea3b3"/>`
    : `<path d="M${x - 14} ${by - 62}L${x + 26} ${by - 68}L${x + 24} ${by - 48}L${x - 12} ${by - 44}Z" fill="#22262c"/>`;
  const grip = s.face === 'round' ? by + 26 : by;
  return (
    `<path d="${pull}" stroke="${col}" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<rect x="${x - 6}" y="${grip - 7}" width="32" height="14" rx="6" fill="#111316"/>` +
    rod(x + 30, by - 2, x + 8, by - 50, 3, '#3a4048') +
    m
  );
}

function tank(s: ViewSpec, p: Pal): string {
  const [ty, tw] = s.tank;
  return panel(
    `M${CX} ${ty}Q${CX - tw * 0.7} ${ty} ${CX - tw} ${ty + 34}Q${CX - tw - 6} ${ty + 72} ${CX - tw + 24} ${ty + 92}L${CX} ${ty + 96}Z`,
    p,
    true,
  );
}

function engine(s: ViewSpec): string {
  const [ey, eh] = s.engine;
  const bottom = G - 74;
  const fins = s.chrome
    ? `<path d="M${CX - eh + 10} ${ey + 14}H${CX}M${CX - eh + 8} ${ey + 26}H${CX}M${CX - eh + 8} ${ey + 38}H${CX}M${CX - eh + 10} ${ey + 50}H${CX}" stroke="#b9c0c7" stroke-width="3"/>`
    : '';
  return (
    `<rect x="${CX - eh}" y="${ey}" width="${eh}" height="${bottom - ey}" rx="14" fill="${F.graph}"/>` +
    `<ellipse cx="${CX - eh + 4}" cy="${ey + 52}" rx="14" ry="28" fill="${s.chrome ? F.chrome : '#3a4048'}"/>` +
    fins +
    `<rect x="${CX - eh - 44}" y="${G - 118}" width="48" height="10" rx="4" fill="#1d2126"/>`
  );
}

function fender(s: ViewSpec, p: Pal, axle: number): string {
  const [wh, ww] = s.wheel;
  const fw = ww / 2 + 9;
  const fy = G - wh - 10;
  const d = `M${CX - fw} ${axle - 10}V${fy + fw}A${fw} ${fw} 0 0 1 ${CX + fw} ${fy + fw}V${axle - 10}H${CX + fw - 6}V${fy + fw + 4}A${fw - 6} ${fw - 6} 0 0 0 ${CX - fw + 6} ${fy + fw + 4}V${axle - 10}Z`;
  return s.chrome && s.face === 'classic' ? `<path d="${d}" fill="${F.chrome}" stroke="#80878f"/>` : panel(d, p, true);
}

/** Left-half bodywork in front of the wheel, by face type. */
function faceHalf(s: ViewSpec, p: Pal): string {
  const h = s.head;
  switch (s.face) {
    case 'beak':
      return (
        panel(`M${CX} ${h - 20}L${CX - 50} ${h - 8}Q${CX - 60} ${h + 40} ${CX - 44} ${h + 88}L${CX} ${h + 112}Z`, p, true) +
        `<path d="M${CX - 40} ${h + 22}L${CX - 10} ${h + 30}L${CX - 10} ${h + 46}L${CX - 38} ${h + 38}Z" fill="#eaf3f8" stroke="#1d2126" stroke-width="2"/>` +
        `<path d="M${CX - 42} ${h + 52}L${CX - 10} ${h + 60}" stroke="${p.accent}" stroke-width="4"/>` +
        `<path d="M${CX - s.bar[1] - 16} ${s.bar[0] - 22}Q${CX - s.bar[1] - 34} ${s.bar[0] + 4} ${CX - s.bar[1] - 6} ${s.bar[0] + 22}L${CX - s.bar[1] + 40} ${s.bar[0] + 10}V${s.bar[0] - 10}Z" fill="${F.graph}"/>` +
        `<path d="M${CX - s.bar[1] - 18} ${s.bar[0] - 18}Q${CX - s.bar[1] - 30} ${s.bar[0] + 4} ${CX - s.bar[1] - 6} ${s.bar[0] + 18}" stroke="${p.accent}" stroke-width="4" fill="none"/>`
      );
    case 'slit':
      return (
        panel(
          `M${CX} ${s.screen + 24}L${CX - 40} ${s.screen + 30}Q${CX - 88} ${h - 24} ${CX - 96} ${h + 14}L${CX - 60} ${h + 54}Q${CX - 30} ${h + 72} ${CX} ${h + 74}Z`,
          p,
          true,
        ) +
        `<path d="M${CX - 82} ${h + 6}L${CX - 40} ${h + 30}L${CX - 40} ${h + 40}L${CX - 80} ${h + 20}Z" fill="#eaf3f8" stroke="#1d2126" stroke-width="2"/>` +
        `<path d="M${CX - 90} ${h - 12}L${CX - 122} ${h - 30}L${CX - 128} ${h - 14}L${CX - 96} ${h}Z" fill="#1d2126"/>`
      );
    case 'round':
      return (
        rod(CX - 30, h + 44, CX - 86, h + 50, 6, '#c4cad0') +
        `<circle cx="${CX - 88}" cy="${h + 58}" r="17" fill="${F.chrome}" stroke="#80878f"/><circle cx="${CX - 88}" cy="${h + 58}" r="11" fill="#f6f3e6"/>`
      );
    case 'led':
      return (
        panel(`M${CX - s.tank[1]} ${s.tank[0] + 30}L${CX - s.tank[1] - 14} ${s.tank[0] + 90}L${CX - 84} ${h + 150}L${CX - 70} ${h + 60}Z`, p, true) +
        `<path d="M${CX - s.tank[1] - 8} ${s.tank[0] + 70}L${CX - 80} ${h + 128}L${CX - 76} ${h + 100}Z" fill="${F.acc}"/>`
      );
    case 'apron':
      return `<path d="M${CX - 86} ${h + 80}l-6 14h16l-4-14z" fill="#f0a030"/>`;
    case 'classic':
      return rod(CX - 40, h + 14, CX - s.wheel[1] / 2 - 20, h + 14, 5, '#1d2126');
  }
}

/** Centre piece of the face: lamp(s), screen. */
function faceCentre(s: ViewSpec, p: Pal): string {
  const h = s.head;
  switch (s.face) {
    case 'beak':
      return `<path d="M${CX - 36} ${h + 96}L${CX + 36} ${h + 96}L${CX + 12} ${h + 150}L${CX - 12} ${h + 150}Z" fill="${F.body}" stroke="${p.line}"/><path d="M${CX - 6} ${h + 98}H${CX + 6}L${CX + 3} ${h + 148}H${CX - 3}Z" fill="${F.acc}"/>`;
    case 'slit':
      return `<path d="M${CX - 24} ${h + 46}H${CX + 24}L${CX + 14} ${h + 66}H${CX - 14}Z" fill="#1d2126"/>`;
    case 'round':
      return `<circle cx="${CX}" cy="${h + 8}" r="48" fill="${F.chrome}" stroke="#80878f"/><circle cx="${CX}" cy="${h + 8}" r="38" fill="#f6f3e6"/><circle cx="${CX}" cy="${h + 8}" r="26" fill="none" stroke="#e2dccb" stroke-width="6"/><circle cx="${CX}" cy="${h + 8}" r="8" fill="#fffdf5"/>`;
    case 'led':
      return `<path d="M${CX - 30} ${h - 26}H${CX + 30}L${CX + 24} ${h - 4}H${CX - 24}Z" fill="${F.body}" stroke="${p.line}"/><circle cx="${CX}" cy="${h + 20}" r="38" fill="#1d2126"/><circle cx="${CX}" cy="${h + 20}" r="30" fill="#eef4f8"/><circle cx="${CX}" cy="${h + 20}" r="24" fill="none" stroke="${p.accent}" stroke-width="4"/><circle cx="${CX}" cy="${h + 20}" r="9" fill="#c9d6df"/>`;
    case 'apron':
      return (
        `<path d="M${CX - 70} ${h - 8}Q${CX} ${h - 30} ${CX + 70} ${h - 8}L${CX + 60} ${h + 24}Q${CX} ${h + 34} ${CX - 60} ${h + 24}Z" fill="${F.body}" stroke="${p.line}"/>` +
        `<path d="M${CX - 58} ${h + 52}L${CX} ${h + 82}L${CX + 58} ${h + 52}V${h + 62}L${CX} ${h + 94}L${CX - 58} ${h + 62}Z" fill="#eaf3f8" stroke="#1d2126" stroke-width="2"/>` +
        `<path d="M${CX - 5} ${h + 98}H${CX + 5}V${G - 160}H${CX - 5}Z" fill="${F.acc}"/>`
      );
    case 'classic':
      return `<circle cx="${CX - 30}" cy="${h - 28}" r="17" fill="${F.chrome}"/><circle cx="${CX + 30}" cy="${h - 28}" r="17" fill="${F.chrome}"/><circle cx="${CX}" cy="${h + 14}" r="42" fill="${F.chrome}" stroke="#80878f"/><circle cx="${CX}" cy="${h + 14}" r="33" fill="#f6f3e6"/><circle cx="${CX}" cy="${h + 14}" r="20" fill="none" stroke="#e2dccb" stroke-width="5"/>`;
  }
}

function apronBody(s: ViewSpec, p: Pal): string {
  const h = s.head;
  return sym(
    'ap',
    panel(
      `M${CX} ${h + 10}L${CX - 62} ${h + 16}Q${CX - 92} ${h + 90} ${CX - 96} ${G - 108}Q${CX - 90} ${G - 76} ${CX - 50} ${G - 72}L${CX} ${G - 80}Z`,
      p,
      true,
    ),
  );
}

function screen(s: ViewSpec): string {
  if (!s.screen) return '';
  const top = s.screen;
  const base = s.face === 'slit' ? top + 52 : s.head - 10;
  const w = s.face === 'slit' ? 40 : 56;
  return `<path d="M${CX - w + 8} ${base}L${CX - w} ${top + 14}Q${CX} ${top - 8} ${CX + w} ${top + 14}L${CX + w - 8} ${base}Z" fill="${F.glass}" stroke="#7c8d99"/><path d="M${CX - w + 16} ${base - 10}L${CX - w + 12} ${top + 20}" stroke="#fff" stroke-width="4" opacity=".6" stroke-linecap="round"/>`;
}

/** Full front-view drawing (without background). */
export function frontView(p: Pal, s: ViewSpec): string {
  const [wh, ww] = s.wheel;
  const axle = G - wh / 2;
  const legX = CX - ww / 2 - 14;
  const radiator =
    s.face === 'led' || s.face === 'beak' || s.face === 'slit'
      ? `<rect x="${CX - 74}" y="${s.head + 56}" width="148" height="96" rx="6" fill="#1a1d21"/><path d="M${CX - 60} ${s.head + 64}V${s.head + 144}M${CX - 40} ${s.head + 64}V${s.head + 144}M${CX - 20} ${s.head + 64}V${s.head + 144}M${CX} ${s.head + 64}V${s.head + 144}M${CX + 20} ${s.head + 64}V${s.head + 144}M${CX + 40} ${s.head + 64}V${s.head + 144}M${CX + 60} ${s.head + 64}V${s.head + 144}" stroke="#30353c" stroke-width="3"/>`
      : '';
  const crash = s.crash
    ? `<path d="M${CX - s.tank[1] + 6} ${s.tank[0] + 86}Q${CX - s.engine[1] - 44} ${s.engine[0] - 6} ${CX - s.engine[1] - 34} ${s.engine[0] + 52}Q${CX - s.engine[1] - 30} ${s.engine[0] + 80} ${CX - s.engine[1] + 6} ${s.engine[0] + 84}" stroke="#1d2126" stroke-width="8" fill="none" stroke-linecap="round"/>`
    : '';
  const lowFairing =
    s.face === 'slit'
      ? panel(`M${CX} ${s.head + 30}L${CX - 100} ${s.head + 16}Q${CX - 116} ${s.head + 100} ${CX - 86} ${G - 58}L${CX} ${G - 48}Z`, p, true) +
        `<path d="M${CX - 104} ${s.head + 60}L${CX - 60} ${s.head + 130}L${CX - 66} ${s.head + 150}L${CX - 106} ${s.head + 90}Z" fill="${F.acc}"/>`
      : '';
  return zoomed(s.zoom, [
    `<ellipse cx="${CX}" cy="${G + 2}" rx="210" ry="16" fill="url(#sh)"/>`,
    `<rect x="${CX - s.rearW / 2}" y="${G - wh * 0.8}" width="${s.rearW}" height="${wh * 0.8}" rx="${s.rearW / 2}" fill="#0e1012"/>`,
    sym(
      'a',
      (s.face === 'apron' ? '' : engine(s) + tank(s, p)) +
        lowFairing +
        (s.face === 'slit' ? '' : bars(s, s.face === 'round' || s.face === 'classic' || s.face === 'led')) +
        crash,
    ),
    radiator,
    s.face === 'apron' ? apronBody(s, p) : '',
    tyre(ww, wh, G - wh),
    sym(
      'f',
      fork(s, legX, axle) +
        `<rect x="${legX - 12}" y="${axle - 36}" width="12" height="34" rx="4" fill="${s.face === 'beak' ? BRAND.gold : '#2a2f36'}"/>`,
    ),
    fender(s, p, axle),
    screen(s),
    sym('b', faceHalf(s, p)),
    faceCentre(s, p),
  ]);
}

/** Wraps parts in a magnification around the ground centre (400, 440). */
export function zoomed(z: number, parts: string[]): string {
  return `<g transform="translate(${CX} ${G}) scale(${z}) translate(${-CX} ${-G})">${parts.join('')}</g>`;
}
