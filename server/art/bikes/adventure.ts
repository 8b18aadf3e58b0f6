/** Adventure tourer: tall stance, beak fender, windscreen, spoked wheels, luggage racks. */
import { BRAND } from '../color.ts';
import { chain, dark, F, floorShadow, mirror, panel, rod, shock, wheel, type Pal } from './parts.ts';

/** Side profile of the adventure bike, facing right, ground at y=430. */
export function adventureSide(p: Pal): string {
  const R = { x: 185, y: 327, r: 103 };
  const W = { x: 618, y: 320, r: 110 };
  return [
    floorShadow(60, 740, 430, [R.x, W.x]),
    wheel(R.x, R.y, R.r, { kind: 'spoke', tyre: 22, rim: '#23272d', sprocket: true, knobby: true }),
    wheel(W.x, W.y, W.r, { kind: 'spoke', tyre: 20, rim: '#23272d', knobby: true, disc: 'front', caliper: BRAND.gold }),
    // luggage rack (behind the tail)
    `<path d="M146 188L152 258Q154 268 166 268L250 266Q262 264 270 252L290 214M200 196L206 266" stroke="#262b31" stroke-width="6" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`,
    // link pipe (mostly hidden), core mass (frame, airbox) and high titanium muffler
    `<path d="M430 330L360 296L306 262" stroke="#a48d68" stroke-width="9" fill="none" stroke-linecap="round"/>`,
    dark('M300 200L420 204L500 214L506 300L470 346L398 346L356 300L326 250Z', '#23272d'),
    `<g transform="rotate(17 276 240)"><rect x="220" y="226" width="110" height="28" rx="12" fill="url(#al)" stroke="#6b737c"/><rect x="220" y="226" width="18" height="28" rx="7" fill="#2a2f36"/><rect x="300" y="226" width="8" height="28" fill="#6b737c" opacity=".5"/></g>`,
    // swingarm, shock, chain
    chain(385, 305, R.x, R.y, 50),
    `<path d="M395 290L192 316L182 338L395 318Z" fill="url(#al)" stroke="#6b737c" stroke-width="1"/>`,
    shock(348, 212, 370, 300, BRAND.gold),
    // frame rails
    rod(528, 150, 402, 300, 16, '#2a2f36'),
    rod(520, 168, 500, 300, 10, '#2a2f36'),
    // engine block
    dark('M398 258L480 250L510 300L495 342L402 346L380 312Z'),
    dark('M440 258L462 214L514 222L496 262Z', '#3a4048'),
    `<path d="M458 226L506 232M454 236L502 242M450 246L498 252" stroke="#5a626c" stroke-width="3"/>`,
    `<circle cx="418" cy="302" r="30" fill="#3a4048"/><circle cx="418" cy="302" r="22" fill="none" stroke="#6d757e" stroke-width="2"/><circle cx="418" cy="302" r="6" fill="${F.chrome}"/>`,
    `<path d="M462 300l26 4 8 22-28 6z" fill="#454c55"/>`,
    // exhaust header
    `<path d="M508 254Q530 300 508 336Q496 352 420 352" stroke="#b59e78" stroke-width="9" fill="none" stroke-linecap="round"/>`,
    `<path d="M508 254Q530 300 508 336" stroke="#e9dcc2" stroke-width="2.5" fill="none" opacity=".7"/>`,
    // skid plate
    `<path d="M386 338L498 348Q520 346 528 322L532 300L514 300L500 330L392 322Z" fill="url(#al)" stroke="#6b737c" stroke-width="1"/>`,
    // footpeg and gear lever
    `<rect x="362" y="314" width="24" height="8" rx="3" fill="#1d2126"/>` + rod(392, 322, 428, 328, 4, '#1d2126'),
    // tail unit, side panel, number board
    panel('M122 172L206 168L248 180L322 198L334 234L254 228L172 202L126 188Z', p, true),
    `<path d="M122 172L134 171L138 186L126 188Z" fill="${BRAND.red}"/>`,
    `<path d="M258 204L326 210L334 234L266 230Z" fill="${F.acc}"/>`,
    rod(138, 190, 118, 240, 4, '#23272d') + `<rect x="100" y="236" width="24" height="16" rx="2" fill="#1d2126"/>`,
    // top rack plate
    `<path d="M118 160L238 160L244 168L122 168Z" fill="#262b31"/>`,
    // seats
    `<path d="M200 168Q250 160 302 168L306 190L300 200L214 190Z" fill="${F.seat}"/>`,
    `<path d="M298 186Q350 176 406 172Q418 174 414 190L396 202L304 206Z" fill="${F.seat}"/>`,
    `<path d="M306 184Q352 176 404 174" stroke="${p.accent}" stroke-width="1.5" fill="none" stroke-dasharray="4 3" opacity=".8"/>`,
    // radiator and shroud
    dark('M496 200L530 196L534 290L504 292Z', '#1a1d21'),
    `<path d="M502 214h28M502 228h28M502 242h30M502 256h30M502 270h30" stroke="#3a4048" stroke-width="2"/>`,
    // crash bar
    `<path d="M512 176Q560 200 548 262Q540 300 500 306L462 304" stroke="#1d2126" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    // tank and shroud
    panel('M404 176Q420 150 470 140Q520 132 540 146L548 206Q540 240 516 262L490 246Q470 214 420 206Z', p, true),
    `<path d="M470 210Q500 200 536 178L544 196Q510 224 488 240Z" fill="${F.acc}"/>`,
    `<path d="M430 164Q470 150 520 146" stroke="#fff" stroke-width="3" opacity=".35" fill="none" stroke-linecap="round"/>`,
    // fork (USD): outer tube graphite, stanchion gold
    rod(622, 318, 572, 222, 12, BRAND.gold, '#f1dc8c'),
    rod(568, 214, 530, 138, 19, '#2a2f36', '#59616b'),
    `<rect x="606" y="300" width="22" height="26" rx="6" fill="#1d2126"/>`,
    // low mudguard hugging the tyre
    `<path d="M540 262Q560 210 618 202Q676 204 704 254L694 258Q672 218 618 214Q568 218 550 266Z" fill="${F.graph}"/>`,
    // beak fender
    panel('M546 176L612 188L686 214L676 226L606 218L556 208Z', p, true),
    `<path d="M600 204L680 219L676 226L606 218Z" fill="${F.acc}"/>`,
    // headlight mask, lamp
    panel('M530 118Q574 118 592 146L604 188L574 202L548 196L536 150Z', p, true),
    `<path d="M572 156L598 164L600 182L578 186Z" fill="#e9f2f8" stroke="#1d2126" stroke-width="2"/>`,
    `<path d="M576 162L594 167" stroke="${p.accent}" stroke-width="2.5"/>`,
    // windscreen
    `<path d="M536 122L554 52Q566 44 576 54L594 146L570 140Z" fill="${F.glass}" stroke="#7c8d99" stroke-width="1.2"/>`,
    // bars, handguard, mirror
    mirror(512, 112, 498, 72, false),
    `<path d="M530 130L520 112L488 106" stroke="#1d2126" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    `<path d="M470 96Q484 88 500 96L506 116Q494 122 478 116Z" fill="${F.graph}"/><path d="M474 100Q486 94 498 100" stroke="${p.accent}" stroke-width="3" fill="none"/>`,
  ].join('');
}
