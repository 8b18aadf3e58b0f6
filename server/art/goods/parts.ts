/** Product shots of bike parts and accessories (600x600, product in the product colour). */
import { body, darkPart, G, reflect, stitch, type GPal } from './kit.ts';

type Draw = (p: GPal) => string;

const bolt = (x: number, y: number, r = 7): string => `<circle cx="${x}" cy="${y}" r="${r}" fill="${G.chrome}" stroke="#6b737c"/>`;

/** Slip-on muffler with carbon end cap. */
const exhaust: Draw = (p) =>
  `<g transform="rotate(-16 300 300)">` +
  `<path d="M40 430Q70 310 150 300" stroke="#9aa1a9" stroke-width="40" fill="none" stroke-linecap="round"/><path d="M52 400Q82 316 150 290" stroke="#eef1f4" stroke-width="7" fill="none" opacity=".8"/>` +
  `<path d="M170 250L130 276V324L170 350Z" fill="${G.chrome}"/>` +
  body('M200 236H440V364H200Q150 364 150 300Q150 236 200 236Z', p) +
  `<rect x="180" y="230" width="18" height="140" rx="6" fill="${G.chrome}"/>` +
  `<path d="M430 232H476Q526 232 526 300Q526 368 476 368H430Z" fill="${G.dark}"/>` +
  `<path d="M444 240l40 120M464 236l40 120M436 264l30 96M490 238l26 84" stroke="#fff" stroke-width="2" opacity=".12"/>` +
  `<ellipse cx="516" cy="300" rx="16" ry="40" fill="${G.chrome}"/><ellipse cx="518" cy="300" rx="9" ry="27" fill="#111"/>` +
  [252, 284, 316, 348].map((y) => bolt(440, y, 4)).join('') +
  `<rect x="262" y="284" width="96" height="32" rx="8" fill="#f4f1ea" opacity=".9"/><path d="M276 308l14-14 10 8 12-14 16 20z" fill="#c8102e"/>` +
  `</g>`;

/** Folding rear-view mirror. */
const mirror: Draw = (p) =>
  `<path d="M300 330L250 470" stroke="${G.ink}" stroke-width="20" stroke-linecap="round"/><circle cx="300" cy="330" r="20" fill="${G.dark}"/>` +
  `<rect x="226" y="450" width="44" height="56" rx="6" fill="${G.chrome}" transform="rotate(20 248 478)"/><path d="M224 470l44 16M220 482l44 16M216 494l44 16" stroke="#6b737c" stroke-width="3"/>` +
  body('M130 236Q140 160 300 152Q460 150 474 222Q486 300 340 330Q150 356 130 236Z', p) +
  `<path d="M156 238Q166 182 300 176Q446 174 454 226Q462 288 338 308Q170 328 156 238Z" fill="${G.glass}" stroke="${G.ink}" stroke-width="3"/>` +
  `<path d="M210 300L300 180H340L250 308Z" fill="#fff" opacity=".35"/>`;

/** Two-up touring seat with quilted rider section. */
const seat: Draw = (p) =>
  `<g transform="translate(-45 -60) scale(1.15)">` +
  darkPart('M92 404L514 390Q532 392 526 412L512 438L104 442Z') +
  body('M96 404Q84 328 130 316L246 308Q276 310 286 346Q306 370 362 368L444 360Q486 352 504 324L522 312Q542 312 538 338L520 398Z', p) +
  `<path d="M104 400L520 390L516 378L306 386Q200 388 106 388Z" fill="${p.dark}"/>` +
  stitch('M108 330Q120 322 140 322L244 316Q268 318 278 350Q300 378 362 376L444 368Q488 360 508 330', p.on) +
  `<path d="M320 372L356 344M352 370L388 342M384 366L420 340M416 362L452 338M326 342L362 370M358 340L394 366M390 338L426 362" stroke="${p.line}" stroke-width="2" opacity=".55"/>` +
  `<rect x="150" y="344" width="70" height="10" rx="5" fill="${p.on}" opacity=".5"/></g>`;

/** Aluminium-look side case in perspective. */
const luggage: Draw = (p) =>
  `<path d="M440 220L500 180V424L440 472Z" fill="${p.dark}" stroke="${p.line}" stroke-width="2"/>` +
  `<path d="M130 208Q130 200 150 200H440L500 164Q504 160 490 160H214Q196 160 130 208Z" fill="${p.light}" stroke="${p.line}" stroke-width="2"/>` +
  body('M150 200H420Q440 200 440 220V460Q440 480 420 480H150Q130 480 130 460V220Q130 200 150 200Z', p) +
  `<path d="M130 252H440L500 212" stroke="${G.ink}" stroke-width="4" fill="none"/><path d="M150 300H420M150 420H420" stroke="#fff" stroke-width="3" opacity=".25"/>` +
  [
    [124, 196],
    [416, 196],
    [124, 452],
    [416, 452],
  ]
    .map(([x, y]) => `<rect x="${x}" y="${y}" width="30" height="34" rx="10" fill="${G.ink}"/>`)
    .join('') +
  `<rect x="262" y="236" width="48" height="40" rx="6" fill="${G.chrome}" stroke="#6b737c"/><circle cx="286" cy="256" r="7" fill="${G.ink}"/>` +
  `<path d="M270 178Q300 150 360 162" stroke="${G.ink}" stroke-width="12" fill="none" stroke-linecap="round"/>` +
  `<rect x="380" y="440" width="36" height="14" rx="3" fill="#c8102e"/>`;

/** Tubular crash bar wrapped around a ghosted engine (side view). */
const crashbar: Draw = (p) => {
  const tube = (d: string, c: string, w: number) =>
    `<path d="${d}" stroke="${c}" stroke-width="${w}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  const engine =
    `<g fill="#dfe2e6" stroke="#c3c9cf" stroke-width="3"><path d="M250 210L290 200H400L392 330H236Z"/><path d="M196 330H420Q446 330 446 358V418Q446 448 418 448H220Q190 448 190 418V356Q190 330 196 330Z"/><circle cx="262" cy="390" r="40"/></g>` +
    `<path d="M258 234H396M254 258H396M250 282H394M246 306H394" stroke="#c3c9cf" stroke-width="6"/>`;
  const outer = 'M330 168Q480 160 508 280Q530 392 420 446L236 472';
  return (
    engine +
    tube('M420 196Q478 250 468 330Q458 388 404 410', p.dark, 18) +
    tube(outer, p.c, 26) +
    tube('M340 160Q476 156 500 270', p.light, 6) +
    tube('M468 300L512 300M444 384L486 400', p.c, 16) +
    `<rect x="306" y="150" width="50" height="38" rx="8" fill="${G.dark}"/>` +
    bolt(331, 169, 9) +
    `<rect x="206" y="452" width="50" height="38" rx="8" fill="${G.dark}"/>` +
    bolt(231, 471, 9) +
    `<rect x="398" y="184" width="44" height="30" rx="8" fill="${G.dark}"/>` +
    bolt(420, 199, 7)
  );
};

/** Tall touring windscreen with brackets. */
const windscreen: Draw = (p) =>
  `<path d="M200 470L158 180Q300 100 442 180L400 470Q300 492 200 470Z" fill="${p.c}" opacity=".35"/>` +
  `<path d="M200 470L158 180Q300 100 442 180L400 470Q300 492 200 470Z" fill="${G.glass}" stroke="${p.line}" stroke-width="3"/>` +
  `<path d="M196 440L172 200Q200 180 220 172L240 440Z" fill="#fff" opacity=".3"/><path d="M360 160Q400 168 420 184L414 230Q390 200 356 190Z" fill="#fff" opacity=".45"/>` +
  `<rect x="176" y="410" width="60" height="96" rx="10" fill="${G.dark}"/><rect x="364" y="410" width="60" height="96" rx="10" fill="${G.dark}"/>` +
  [
    [206, 430],
    [206, 478],
    [394, 430],
    [394, 478],
  ]
    .map(([x, y]) => bolt(x, y, 9))
    .join('');

/** Adjustable CNC brake lever on its perch. */
const lever: Draw = (p) =>
  `<g transform="rotate(-12 300 300)">` +
  `<path d="M60 250H170V350H60Z" fill="${G.dark}"/><path d="M40 290H70V310H40Z" fill="${G.ink}"/>` +
  `<rect x="100" y="190" width="70" height="70" rx="12" fill="${G.dark}"/><circle cx="135" cy="225" r="26" fill="${G.body}" stroke="${p.line}" stroke-width="2"/><circle cx="135" cy="225" r="18" fill="none" stroke="${p.line}" stroke-width="6" stroke-dasharray="2 4"/>` +
  bolt(135, 300, 12) +
  body('M150 272Q190 268 220 290L250 312H520Q556 312 556 330Q556 348 520 348H240Q200 348 176 330L150 316Z', p) +
  `<path d="M300 322H380M400 322H480" stroke="${G.ink}" stroke-width="10" stroke-linecap="round" opacity=".75"/>` +
  `<path d="M490 312V348" stroke="${p.line}" stroke-width="3"/><circle cx="540" cy="330" r="14" fill="${p.light}" stroke="${p.line}" stroke-width="2"/>` +
  `</g>`;

/** Round LED headlight, front view. */
const headlight: Draw = (p) =>
  `<rect x="86" y="270" width="60" height="40" rx="10" fill="${G.dark}"/><rect x="454" y="270" width="60" height="40" rx="10" fill="${G.dark}"/>` +
  bolt(104, 290) +
  bolt(496, 290) +
  `<circle cx="300" cy="290" r="172" fill="${G.body}" stroke="${p.line}" stroke-width="3"/><circle cx="300" cy="290" r="172" fill="${G.hi}"/>` +
  `<circle cx="300" cy="290" r="150" fill="${G.chrome}"/>` +
  `<circle cx="300" cy="290" r="138" fill="#101722"/><circle cx="300" cy="290" r="116" fill="none" stroke="#eaf6ff" stroke-width="12"/><circle cx="300" cy="290" r="116" fill="none" stroke="#9fd3ff" stroke-width="26" opacity=".25"/>` +
  `<circle cx="300" cy="290" r="56" fill="${G.chrome}"/><circle cx="300" cy="290" r="44" fill="#2b3d55"/><circle cx="286" cy="276" r="14" fill="#fff" opacity=".65"/>` +
  `<path d="M190 200Q240 158 300 154" stroke="#fff" stroke-width="6" fill="none" opacity=".45" stroke-linecap="round"/>`;

/** CNC folding footpeg with mounting bracket. */
const footpeg: Draw = (p) =>
  `<path d="M120 220L300 180L330 380L150 420Z" fill="${G.dark}"/><circle cx="176" cy="260" r="22" fill="#e9e6dd" opacity=".9"/><circle cx="250" cy="350" r="18" fill="#e9e6dd" opacity=".9"/>` +
  bolt(290, 230, 12) +
  bolt(170, 380, 9) +
  `<g transform="rotate(-14 380 300)">` +
  body('M260 260H480Q500 260 500 300Q500 340 480 340H260Z', p) +
  `<path d="M280 254v-12M310 254v-12M340 254v-12M370 254v-12M400 254v-12M430 254v-12M460 254v-12" stroke="${p.dark}" stroke-width="14"/>` +
  `<ellipse cx="496" cy="300" rx="12" ry="40" fill="${p.dark}"/><rect x="250" y="270" width="24" height="60" rx="6" fill="${G.chrome}"/>` +
  `</g>`;

/** Handlebar phone mount holding a phone with a route on screen. */
const phonemount: Draw = (p) =>
  `<path d="M80 498L520 478" stroke="${G.ink}" stroke-width="34" stroke-linecap="round"/><path d="M82 486L518 466" stroke="#4a515b" stroke-width="6"/>` +
  body('M260 460H340L336 508H264Z', p) +
  `<path d="M300 460V420" stroke="${G.ink}" stroke-width="26"/><circle cx="300" cy="418" r="22" fill="${G.dark}"/>` +
  `<rect x="206" y="96" width="188" height="330" rx="26" fill="${G.ink}"/><rect x="216" y="110" width="168" height="302" rx="16" fill="#0f1b2d"/>` +
  `<path d="M230 380Q260 320 300 300T350 200T330 130" stroke="#3b82f6" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M230 300H380M260 110V410M330 110V410M216 220H384" stroke="#fff" stroke-width="1.5" opacity=".12"/><circle cx="300" cy="300" r="9" fill="#f4f1ea"/>` +
  body('M180 230H222V300H180Q170 300 170 290V240Q170 230 180 230Z', p) +
  body('M420 230H378V300H420Q430 300 430 290V240Q430 230 420 230Z', p) +
  body('M250 420H350V440H250Z', p, false);

/** Magnetic tank bag with clear map pocket. */
const tankbag: Draw = (p) =>
  darkPart('M150 452L450 450L460 478L140 480Z') +
  body('M150 450L176 260Q180 230 214 226H392Q424 230 430 262L456 450Z', p) +
  `<path d="M180 250L226 182H380L426 250Z" fill="${p.light}" stroke="${p.line}" stroke-width="2"/>` +
  `<path d="M212 240L244 196H362L394 240Z" fill="${G.glass}" stroke="${G.ink}" stroke-width="2"/><path d="M250 232L270 204H300L282 232Z" fill="#fff" opacity=".5"/>` +
  stitch('M186 262L420 262', p.on) +
  body('M200 330H406Q420 330 420 344V420Q420 436 404 436H202Q186 436 186 420V344Q186 330 200 330Z', p, false) +
  `<path d="M200 346H406" stroke="${G.ink}" stroke-width="3" stroke-dasharray="3 2"/>` +
  reflect('M190 300H416V312H190Z') +
  `<path d="M264 182Q300 150 342 182" stroke="${G.ink}" stroke-width="10" fill="none"/>`;

/** Skid plate tray with side walls, vents and mounting holes. */
const skidplate: Draw = (p) =>
  `<path d="M100 250H500L530 330L446 452H154L70 330Z" fill="${p.dark}" stroke="${p.line}" stroke-width="2"/>` +
  body('M146 282H454L474 330L414 420H186L126 330Z', p) +
  `<path d="M100 250H500" stroke="${p.light}" stroke-width="6"/>` +
  `<path d="M196 320h48M276 320h48M356 320h48M216 360h48M336 360h48M256 394h88" stroke="${G.ink}" stroke-width="12" stroke-linecap="round"/>` +
  [
    [124, 270],
    [476, 270],
    [300, 432],
  ]
    .map(([x, y]) => bolt(x, y, 9))
    .join('') +
  `<path d="M200 290L170 330L210 404" stroke="#fff" stroke-width="4" fill="none" opacity=".35"/>`;

/** Drawings of bike parts and accessories, keyed by art name. */
export const PART_ART = { exhaust, mirror, seat, luggage, crashbar, windscreen, lever, headlight, footpeg, phonemount, tankbag, skidplate } as const;
