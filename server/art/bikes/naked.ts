/** Naked roadster: exposed inline-four, trellis frame, round LED headlamp, upright bars. */
import { BRAND } from '../color.ts';
import { chain, dark, F, fins, floorShadow, mirror, panel, rod, shock, wheel, type Pal } from './parts.ts';

/** Four header pipes sweeping from the cylinder head under the engine. */
function headers(): string {
  let s = '';
  for (let i = 0; i < 4; i++) {
    const o = i * 7;
    s += `<path d="M${526 - o} ${246 + o / 2}Q${548 - o * 1.2} ${300} ${520 - o} ${344 - o / 2}Q${500 - o} ${364 - o / 2} ${430 + o} ${368 - o / 3}" stroke="${i % 2 ? '#a88f68' : '#d2bf98'}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  }
  return s;
}

/** Side profile of the naked bike, facing right, ground at y=430. */
export function nakedSide(p: Pal): string {
  const R = { x: 192, y: 335, r: 95 };
  const W = { x: 610, y: 340, r: 90 };
  return [
    floorShadow(80, 720, 430, [R.x, W.x]),
    wheel(R.x, R.y, R.r, { kind: 'cast5', tyre: 18, rim: '#2a2f36', stripe: p.accent, sprocket: true }),
    wheel(W.x, W.y, W.r, { kind: 'cast5', tyre: 15, rim: '#2a2f36', stripe: p.accent, disc: 'front', caliper: BRAND.red }),
    dark('M330 210L430 212L470 270L420 350L380 330L340 260Z', '#23272d'),
    chain(398, 312, R.x, R.y, 42),
    `<path d="M408 292L200 320L186 346L408 322Z" fill="url(#al)" stroke="#6b737c"/>`,
    `<path d="M380 298L230 318" stroke="#fff" stroke-width="3" opacity=".4"/>`,
    shock(332, 250, 394, 294, p.accent),
    // stubby muffler by the rear peg
    `<g transform="rotate(17 334 350)"><rect x="290" y="338" width="88" height="24" rx="10" fill="url(#al)" stroke="#6b737c"/><rect x="290" y="338" width="16" height="24" rx="7" fill="#23272d"/></g>`,
    // inline-four: crankcase, cylinder bank, cam cover, clutch cover
    dark('M398 272L506 262L522 320L502 362L410 364L386 322Z'),
    dark('M446 266L470 212L544 220L524 270Z', '#3a4048'),
    fins(452, 252, 64, 6, 7, -78, '#6d757e'),
    `<path d="M466 214L544 222L540 234L462 226Z" fill="${F.acc}"/>`,
    `<ellipse cx="424" cy="318" rx="28" ry="26" fill="#3a4048"/><ellipse cx="424" cy="318" rx="20" ry="18" fill="none" stroke="#8d949c" stroke-width="2"/>`,
    // radiator
    dark('M528 222L552 226L548 300L524 296Z', '#1a1d21'),
    headers(),
    // trellis frame over the engine
    `<path d="M540 190L420 214L404 300M540 196L470 262L404 300M520 196L500 240L470 208L452 262L436 214L420 276" stroke="${p.accent}" stroke-width="6" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`,
    // tail, seat
    panel('M226 176L266 182L336 206L340 228L272 224L234 194Z', p, true),
    `<path d="M226 176L238 178L240 190L232 192Z" fill="${BRAND.red}"/>`,
    `<path d="M252 196L318 212L320 220L262 212Z" fill="${F.acc}"/>`,
    rod(256, 210, 236, 252, 4, '#23272d') + `<rect x="220" y="248" width="22" height="14" rx="2" fill="#1d2126"/>`,
    `<path d="M316 208Q370 208 428 198L436 218L334 228Z" fill="${F.seat}"/>`,
    // fork
    rod(610, 338, 568, 240, 11, BRAND.gold, '#f1dc8c'),
    rod(570, 246, 540, 180, 17, '#2a2f36', '#59616b'),
    `<rect x="598" y="322" width="22" height="24" rx="6" fill="#1d2126"/>`,
    panel('M560 268Q584 244 628 248Q652 254 666 270L656 274Q636 262 608 262Q584 264 568 280Z', p),
    // tank with shrouds
    panel('M420 204Q446 172 512 166L552 176L558 208L540 232L480 232L432 222Z', p, true),
    `<path d="M522 204L562 208L548 244L516 238Z" fill="${F.acc}"/>`,
    `<path d="M440 186Q480 170 540 174" stroke="#fff" stroke-width="3" opacity=".4" fill="none" stroke-linecap="round"/>`,
    // headlamp, flyscreen
    `<circle cx="578" cy="208" r="24" fill="#1d2126"/><circle cx="584" cy="208" r="16" fill="#eef4f8" stroke="#8d949c" stroke-width="2"/><path d="M572 208a12 12 0 0 1 24 0" fill="none" stroke="${p.accent}" stroke-width="3"/>`,
    panel('M556 186L582 170L604 176L594 192Z', p),
    // upright bars, mirror
    mirror(528, 152, 516, 112, true),
    `<path d="M542 182L534 156L508 150" stroke="#1d2126" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M512 151L494 148" stroke="#111" stroke-width="10" stroke-linecap="round"/>`,
    `<rect x="376" y="300" width="24" height="8" rx="3" fill="#1d2126"/>`,
  ].join('');
}
