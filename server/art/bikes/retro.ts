/** Modern classic: round headlamp, flat bench seat, air-cooled twin, chrome and spokes. */
import { BRAND } from '../color.ts';
import { chain, F, fins, floorShadow, mirror, panel, rod, shock, wheel, type Pal } from './parts.ts';

/** Side profile of the retro bike, facing right, ground at y=430. */
export function retroSide(p: Pal): string {
  const R = { x: 188, y: 335, r: 95 };
  const W = { x: 612, y: 335, r: 95 };
  return [
    floorShadow(60, 740, 430, [R.x, W.x]),
    wheel(R.x, R.y, R.r, { kind: 'spoke', tyre: 17, rim: '#d3d8dd', sprocket: true }),
    wheel(W.x, W.y, W.r, { kind: 'spoke', tyre: 16, rim: '#d3d8dd', disc: 'front', caliper: '#2a2f36' }),
    // double-cradle frame and swingarm
    `<path d="M536 186L516 366L330 370L318 300L426 226L536 186M318 300L244 232L176 236" stroke="#1d2126" stroke-width="9" fill="none" stroke-linejoin="round"/>`,
    chain(340, 322, R.x, R.y, 44),
    `<path d="M338 312L194 326L190 344L338 332Z" fill="#1d2126"/>`,
    // twin chrome shocks (near side)
    shock(252, 236, 206, 322, '#d3d8dd'),
    // air-cooled parallel twin: silver crankcase, finned barrel, chrome covers
    `<path d="M362 300L510 296L522 340L500 368L380 370L356 338Z" fill="url(#al)" stroke="#7b838c"/>`,
    `<g transform="rotate(12 470 300)"><rect x="432" y="226" width="76" height="74" rx="5" fill="#2a2f36"/>${fins(428, 232, 84, 10, 7, 0, '#c3c9cf')}<rect x="426" y="212" width="88" height="20" rx="8" fill="url(#cr)"/></g>`,
    `<ellipse cx="400" cy="334" rx="30" ry="26" fill="url(#cr)" stroke="#7b838c"/><ellipse cx="400" cy="334" rx="12" ry="10" fill="#c3c9cf"/>`,
    `<circle cx="484" cy="340" r="18" fill="url(#cr)" stroke="#7b838c"/>`,
    // twin peashooter exhausts
    `<path d="M520 262Q546 300 526 342Q514 360 470 364L260 360" stroke="#c4cad0" stroke-width="10" fill="none" stroke-linecap="round"/>`,
    `<path d="M260 346L110 334Q98 336 100 348Q102 360 114 360L262 372Z" fill="url(#cr)" stroke="#80878f"/>`,
    `<path d="M262 358L470 362" stroke="#fff" stroke-width="2.5" opacity=".7"/>`,
    // rear fender with tail lamp
    panel('M92 312Q96 230 188 224Q250 226 274 268L262 274Q240 240 188 238Q112 242 104 314Z', p),
    `<circle cx="100" cy="266" r="9" fill="${BRAND.red}" stroke="#80878f" stroke-width="2"/>`,
    // side panel with accent roundel
    panel('M300 238L392 232Q402 262 386 292L312 294Q296 266 300 238Z', p, true),
    `<circle cx="346" cy="264" r="14" fill="none" stroke="${p.accent}" stroke-width="4"/>`,
    // flat bench seat with chrome trim
    `<path d="M236 216Q236 206 250 206L418 204Q434 206 432 220L424 236L246 238Q236 234 236 216Z" fill="${F.seat}"/>`,
    `<path d="M244 234L426 232" stroke="#c4cad0" stroke-width="3"/>`,
    `<path d="M250 214h170" stroke="#4a525c" stroke-width="1.5" stroke-dasharray="5 4"/>`,
    // classic tank with stripe, knee pad, badge
    panel('M412 214Q420 180 480 174L532 176Q552 184 550 204L540 228L432 232Q412 228 412 214Z', p, true),
    `<path d="M418 206L548 196L546 206L416 216Z" fill="${F.acc}"/>`,
    `<path d="M430 212L474 209L472 224L436 226Z" fill="#1d2126"/>`,
    `<circle cx="506" cy="212" r="9" fill="url(#cr)" stroke="#80878f"/>`,
    // chrome fork
    rod(612, 334, 572, 238, 11, '#c4cad0', '#fff'),
    rod(574, 244, 548, 186, 15, '#1d2126'),
    // chrome front fender
    `<path d="M552 282Q572 236 616 232Q664 234 688 272L678 278Q656 248 616 246Q580 248 564 288Z" fill="url(#cr)" stroke="#80878f"/>`,
    // round headlamp bucket, lens, ears
    `<path d="M548 204Q546 180 570 178L586 178Q598 204 586 228L570 228Q550 228 548 204Z" fill="url(#cr)" stroke="#80878f"/>`,
    `<ellipse cx="588" cy="203" rx="8" ry="25" fill="#f6f3e6" stroke="#80878f" stroke-width="2.5"/>`,
    `<circle cx="556" cy="194" r="5" fill="#1d2126"/>`,
    // flat bars, grip, round mirror
    `<path d="M548 180L540 166L500 162" stroke="#c4cad0" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    `<path d="M504 162L484 161" stroke="#1d2126" stroke-width="10" stroke-linecap="round"/>`,
    mirror(530, 164, 524, 124, true),
    `<rect x="336" y="300" width="24" height="8" rx="3" fill="#1d2126"/>`,
  ].join('');
}
