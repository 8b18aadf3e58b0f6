/** Cruiser: long and low, raked chrome fork, teardrop tank, V-twin, fat valanced rear. */
import { BRAND } from '../color.ts';
import { dark, F, fins, floorShadow, mirror, panel, rod, wheel, type Pal } from './parts.ts';

/** One finned cylinder of the V-twin, rotated around its base. */
function cylinder(x: number, y: number, deg: number): string {
  return (
    `<g transform="rotate(${deg} ${x} ${y})">` +
    `<rect x="${x - 27}" y="${y - 78}" width="54" height="78" rx="6" fill="url(#gr)"/>` +
    fins(x - 30, y - 70, 60, 9, 7, 0) +
    `<rect x="${x - 31}" y="${y - 96}" width="62" height="22" rx="9" fill="url(#cr)"/>` +
    `</g>`
  );
}

/** Side profile of the cruiser, facing right, ground at y=430. */
export function cruiserSide(p: Pal): string {
  const R = { x: 168, y: 336, r: 94 };
  const W = { x: 656, y: 332, r: 98 };
  return [
    floorShadow(50, 770, 430, [R.x, W.x]),
    wheel(R.x, R.y, R.r, { kind: 'cast10', tyre: 26, rim: '#c9ced4', sprocket: true }),
    wheel(W.x, W.y, W.r, { kind: 'cast10', tyre: 18, rim: '#c9ced4', disc: 'front', caliper: '#2a2f36' }),
    // frame: backbone, downtube, cradle, rear rail
    `<path d="M556 178L520 360L300 372L262 318L404 214" stroke="#1d2126" stroke-width="12" fill="none" stroke-linejoin="round"/>`,
    `<path d="M300 360L178 332" stroke="#1d2126" stroke-width="16" stroke-linecap="round"/>`,
    // belt drive
    `<path d="M330 330L170 292M330 352L170 380" stroke="#2f353c" stroke-width="6"/>`,
    // V-twin: cylinders, crankcase, primary cover
    cylinder(452, 318, 30),
    cylinder(430, 318, -30),
    dark('M372 300L500 296L526 340L500 376L390 378L366 344Z'),
    `<path d="M300 332Q300 310 330 308L420 312Q440 330 420 366L330 372Q300 370 300 350Z" fill="url(#cr)" stroke="#80878f"/>`,
    `<circle cx="338" cy="340" r="20" fill="url(#cr)" stroke="#80878f"/><circle cx="338" cy="340" r="8" fill="#9aa1a9"/>`,
    `<circle cx="464" cy="338" r="16" fill="url(#cr)" stroke="#80878f"/>`,
    // shotgun exhaust pipes
    `<path d="M494 270Q518 312 500 352L470 382L200 388L96 380" stroke="#aeb5bd" stroke-width="11" fill="none" stroke-linecap="round"/>`,
    `<path d="M512 256Q540 300 520 344L480 366L200 372L92 362" stroke="#c4cad0" stroke-width="11" fill="none" stroke-linecap="round"/>`,
    `<path d="M480 362L200 368L92 358M470 378L200 384L96 376" stroke="#fff" stroke-width="2.5" fill="none" opacity=".7"/>`,
    // valanced rear fender and taillight
    panel('M60 330Q64 236 168 230Q252 234 276 300L238 308Q222 268 168 266Q104 268 98 334Z', p, true),
    `<path d="M84 322A86 86 0 0 1 212 262" stroke="${p.accent}" stroke-width="3" fill="none"/>`,
    `<path d="M54 296L66 294L66 318L56 318Z" fill="${BRAND.red}"/>`,
    rod(118, 290, 168, 336, 8, '#c4cad0', '#fff'),
    // seat and pillion pad
    `<path d="M212 240Q250 232 286 246Q330 262 372 240Q392 222 408 214L418 232Q392 268 318 276Q262 278 222 258Z" fill="${F.seat}"/>`,
    `<path d="M240 248Q290 262 330 258" stroke="#5a626c" stroke-width="1.5" fill="none" stroke-dasharray="4 3"/>`,
    // teardrop tank with scallop and badge
    panel('M396 212Q412 172 492 166Q548 166 560 188Q552 214 500 222L420 226Q400 226 396 212Z', p, true),
    `<path d="M430 210Q480 188 548 188Q540 204 500 212Z" fill="${F.acc}"/>`,
    `<ellipse cx="470" cy="196" rx="16" ry="8" fill="url(#cr)"/>`,
    // raked chrome fork, covers
    rod(656, 332, 590, 226, 12, '#c4cad0', '#fff'),
    rod(592, 232, 560, 176, 20, '#aeb5bd', '#fff'),
    // front fender
    panel('M586 296Q604 236 660 230Q720 232 744 288L728 292Q708 254 660 252Q618 254 602 300Z', p, true),
    // headlight nacelle
    `<path d="M560 204Q556 176 586 170L612 170Q622 194 612 218L586 220Q562 220 560 204Z" fill="url(#cr)" stroke="#80878f"/>`,
    `<ellipse cx="612" cy="194" rx="7" ry="24" fill="#f6f3e6" stroke="#80878f" stroke-width="2"/>`,
    // forward control peg
    `<rect x="528" y="356" width="32" height="8" rx="4" fill="#1d2126"/>`,
    // pull-back bars, grip, mirror
    `<path d="M560 172L548 134Q538 118 500 126" stroke="#c4cad0" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    `<path d="M502 126L480 130" stroke="#1d2126" stroke-width="10" stroke-linecap="round"/>`,
    mirror(540, 126, 548, 88, true),
  ].join('');
}
