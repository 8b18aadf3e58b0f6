/** Supersport: full fairing, low clip-ons, raised tail, cast split-spoke wheels. */
import { BRAND } from '../color.ts';
import { chain, dark, F, floorShadow, panel, rod, shock, wheel, type Pal } from './parts.ts';

/** Side profile of the sport bike, facing right, ground at y=430. */
export function sportSide(p: Pal): string {
  const R = { x: 195, y: 335, r: 95 };
  const W = { x: 612, y: 340, r: 90 };
  return [
    floorShadow(80, 720, 430, [R.x, W.x]),
    wheel(R.x, R.y, R.r, { kind: 'ysplit', tyre: 18, rim: '#2a2f36', stripe: p.accent, sprocket: true }),
    wheel(W.x, W.y, W.r, { kind: 'ysplit', tyre: 15, rim: '#2a2f36', stripe: p.accent, disc: 'front', caliper: BRAND.gold }),
    // core mass, swingarm, shock
    dark('M330 220L440 226L470 300L420 352L370 330L340 270Z', '#23272d'),
    `<path d="M420 230L458 228L442 302L404 306Z" fill="url(#al)" stroke="#6b737c"/>`,
    chain(400, 312, R.x, R.y, 42),
    `<path d="M410 292Q300 300 205 320L188 346Q300 336 410 326Z" fill="url(#al)" stroke="#6b737c"/>`,
    `<path d="M380 300Q300 306 240 320" stroke="#fff" stroke-width="3" opacity=".35"/>`,
    shock(350, 238, 380, 296, p.accent),
    `<g transform="rotate(-20 292 288)"><rect x="244" y="275" width="96" height="26" rx="11" fill="url(#al)" stroke="#6b737c"/><rect x="244" y="275" width="20" height="26" rx="8" fill="#23272d"/></g>`,
    // short titanium muffler under the tail
    // rearset and heel plate
    `<path d="M366 286L398 290L394 304L370 302Z" fill="url(#al)"/><rect x="380" y="298" width="22" height="7" rx="3" fill="#1d2126"/>`,
    // under-tail fill, tail section (raised) and pillion cowl
    dark('M186 180L330 214L344 240L300 262L240 232Z', '#1d2126'),
    panel('M160 152L196 160L330 206L346 236L262 232L178 178Z', p, true),
    `<path d="M174 170L262 208L300 214L262 222L180 184Z" fill="${F.acc}"/>`,
    `<path d="M160 152L172 156L176 170L166 168Z" fill="${BRAND.red}"/>`,
    rod(200, 186, 176, 236, 4, '#23272d') + `<rect x="160" y="232" width="22" height="14" rx="2" fill="#1d2126"/>`,
    `<path d="M206 168Q250 176 300 196L296 204Q250 188 210 178Z" fill="#1d2126"/>`,
    // rider seat
    `<path d="M300 204Q360 216 420 206L428 222L340 234Z" fill="${F.seat}"/>`,
    // fork
    rod(612, 338, 570, 236, 11, BRAND.gold, '#f1dc8c'),
    rod(572, 242, 544, 176, 17, '#2a2f36', '#59616b'),
    `<rect x="600" y="322" width="22" height="24" rx="6" fill="#1d2126"/>`,
    // front fender
    panel('M552 268Q582 240 632 246Q660 252 676 270L664 274Q640 258 606 258Q580 262 562 278Z', p),
    // tank
    panel('M418 206Q440 168 510 160Q548 160 566 176L560 224L446 232Z', p, true),
    `<path d="M440 182Q490 166 548 168" stroke="#fff" stroke-width="3" opacity=".4" fill="none" stroke-linecap="round"/>`,
    // clip-on and screen
    `<path d="M560 176L530 180" stroke="#1d2126" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="M556 170L592 128Q612 126 628 150L604 176Z" fill="${F.glass}" stroke="#7c8d99"/>`,
    // main fairing
    panel(
      'M588 152Q640 164 686 226L672 244Q624 244 584 266L560 292Q536 332 508 372L484 396L372 396L346 366L392 300L420 262L470 236L560 222Z',
      p,
      true,
    ),
    // fairing graphics and vents
    `<path d="M604 238Q560 254 520 300L452 380L420 380L494 300Q540 250 590 226Z" fill="${F.acc}"/>`,
    `<path d="M500 268L540 250L528 262L496 282ZM486 290L530 270L518 284L482 304ZM472 312L518 292L506 306L468 326Z" fill="#1d2126"/>`,
    `<path d="M376 392L484 392L472 380L386 380Z" fill="#1d2126" opacity=".8"/>`,
    // nose, headlight slit, winglet, mirror
    `<path d="M636 206L680 228L672 236L632 218Z" fill="#eaf3f8" stroke="#1d2126" stroke-width="2"/>`,
    `<path d="M598 230L640 232L628 242L594 240Z" fill="#1d2126"/>`,
    rod(604, 170, 616, 150, 3, '#30353c') + `<path d="M604 148L630 140L634 150L610 158Z" fill="#1d2126"/>`,
    `<circle cx="420" cy="332" r="3" fill="${F.chrome}"/>`,
  ].join('');
}
