/** Premium scooter: step-through body, floorboard, small cast wheels, CVT engine unit. */
import { BRAND } from '../color.ts';
import { F, floorShadow, mirror, panel, rod, shock, wheel, type Pal } from './parts.ts';

/** Side profile of the scooter, facing right, ground at y=430. */
export function scooterSide(p: Pal): string {
  const R = { x: 212, y: 360, r: 70 };
  const W = { x: 604, y: 360, r: 70 };
  return [
    floorShadow(110, 700, 430, [R.x, W.x]),
    wheel(R.x, R.y, R.r, { kind: 'scooter', tyre: 15, rim: '#2a2f36', stripe: p.accent }),
    wheel(W.x, W.y, W.r, { kind: 'scooter', tyre: 15, rim: '#2a2f36', stripe: p.accent, disc: 'front', caliper: BRAND.gold }),
    // CVT engine unit / swingarm and shock
    shock(252, 292, 226, 350, p.accent),
    `<path d="M212 346L356 334Q392 336 394 356L388 370Q380 382 356 382L232 384Q204 380 202 362Z" fill="url(#al)" stroke="#6b737c"/>`,
    `<path d="M240 356L350 350M240 366L350 362" stroke="#7b838c" stroke-width="2"/>`,
    `<circle cx="212" cy="360" r="14" fill="#3a4048"/><circle cx="212" cy="360" r="6" fill="url(#cr)"/>`,
    // front fork stub
    rod(604, 358, 590, 300, 12, '#3a4048', '#6d757e'),
    // rear body with tail light, accent stripe
    panel('M388 346Q372 300 384 262L398 240L190 240L146 250L150 264Q176 292 250 312Q330 330 362 350Z', p, true),
    `<path d="M146 248L160 244L166 258L152 262Z" fill="${BRAND.red}"/>`,
    `<path d="M168 266Q230 296 320 312Q360 322 376 340L372 346Q350 330 314 322Q226 304 164 274Z" fill="${F.acc}"/>`,
    // seat and grab rail
    `<path d="M176 238Q206 214 266 214Q292 216 304 230Q342 236 378 224Q400 216 408 226L398 248L186 250Z" fill="${F.seat}"/>`,
    `<path d="M270 216Q292 218 302 232" stroke="#4a525c" stroke-width="2" fill="none"/>`,
    `<path d="M160 232L176 228L250 230" stroke="#3a4048" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    // floorboard and under-floor panel
    panel('M372 350L548 342L542 368Q530 378 500 380L396 382Q380 380 376 368Z', p),
    `<path d="M388 338L546 332L548 346L388 352Z" fill="#1d2126"/><path d="M400 341h136" stroke="#4a525c" stroke-width="2" stroke-dasharray="6 4"/>`,
    // front apron / leg shield with headlight
    panel('M522 342L532 270Q540 190 574 138L646 126Q676 160 672 214Q666 262 636 302L606 320L560 344Z', p, true),
    `<path d="M646 132Q676 164 670 214Q664 258 636 298L626 294Q652 254 656 212Q660 168 634 136Z" fill="${F.acc}"/>`,
    `<path d="M656 168L672 176L670 206L654 196Z" fill="#eaf3f8" stroke="#1d2126" stroke-width="1.5"/>`,
    // front fender
    panel('M552 318Q570 288 612 286Q648 290 662 314L650 318Q632 302 606 302Q580 304 564 324Z', p),
    // windscreen, headset, bars, mirror
    `<path d="M600 120L628 46Q640 38 648 48L652 124Z" fill="${F.glass}" stroke="#7c8d99"/>`,
    panel('M556 136L600 112L652 110Q664 118 656 132L604 146Z', p),
    `<path d="M572 128L532 120" stroke="#1d2126" stroke-width="10" stroke-linecap="round"/>`,
    `<path d="M546 116L560 122" stroke="#3a4048" stroke-width="4" stroke-linecap="round"/>`,
    mirror(590, 118, 574, 78, false),
  ].join('');
}
