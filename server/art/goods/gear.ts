/** Product shots of riding gear (600x600, product in the product colour). */
import { body, darkPart, G, reflect, stitch, type GPal } from './kit.ts';

type Draw = (p: GPal) => string;

/** Mirrors a left-half drawing around x=300. */
const sym = (id: string, s: string): string => `<g id="${id}">${s}</g><use href="#${id}" transform="matrix(-1 0 0 1 600 0)"/>`;

/** Full-face helmet, side view facing right. */
const helmet: Draw = (p) =>
  body('M136 360Q116 196 262 136Q392 92 466 190Q504 244 494 322L474 384Q462 424 420 432L300 442Q196 442 156 420Z', p) +
  `<path d="M300 228Q400 198 474 240L484 320Q424 334 330 322Q300 282 300 228Z" fill="${G.dark}"/><path d="M320 236Q390 214 450 236L350 260Z" fill="#fff" opacity=".3"/>` +
  `<circle cx="300" cy="276" r="18" fill="${G.ink}"/><circle cx="300" cy="276" r="7" fill="${G.chrome}"/>` +
  `<path d="M158 420Q230 448 300 444L420 434Q460 428 474 390" stroke="${G.ink}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
  `<path d="M438 360l26-6M436 378l26-6M434 396l24-6" stroke="${G.ink}" stroke-width="6" stroke-linecap="round"/>` +
  `<path d="M150 316Q170 210 270 156L282 170Q196 226 170 320Z" fill="${p.on}" opacity=".7"/>` +
  `<path d="M190 168Q220 140 268 132L262 150Q226 156 200 178Z" fill="${G.ink}"/>`;

/** Textile riding jacket with armour panels. */
const jacket: Draw = (p) =>
  sym(
    'j',
    body('M300 150L248 128L196 150L164 206L118 420Q122 444 156 444L182 280L186 474Q240 488 300 488Z', p) +
      `<path d="M196 152L166 210L180 250L214 196Z" fill="${p.dark}"/><path d="M136 380L172 392L166 424L128 414Z" fill="${G.ink}"/>` +
      `<path d="M120 420L156 430L154 444Q122 444 118 420Z" fill="${G.ink}"/>` +
      reflect('M190 300L262 290V302L190 312Z') +
      stitch('M216 380L280 372', p.on) +
      `<path d="M248 128L272 172L300 176V150Z" fill="${G.ink}"/>`,
  ) + `<path d="M300 176V486" stroke="${G.ink}" stroke-width="6"/><path d="M300 176V486" stroke="#9aa1a9" stroke-width="2" stroke-dasharray="2 3"/>`;

/** Leather riding glove, back of hand. */
const gloves: Draw = (p) =>
  body(
    'M196 470L190 300L172 238Q160 206 182 196Q204 190 214 220L226 262V150Q226 126 248 126Q270 126 270 150V250V126Q270 100 294 100Q318 100 318 126V250V140Q318 116 340 116Q362 116 362 140V260V186Q362 164 382 164Q402 164 402 186V330L394 470Z',
    p,
  ) +
  `<path d="M220 268Q300 238 402 272L398 318Q300 292 222 316Z" fill="${G.dark}"/><path d="M252 280v24M282 274v24M312 272v24M342 276v24M372 282v24" stroke="#4a515b" stroke-width="4"/>` +
  `<rect x="232" y="160" width="30" height="40" rx="8" fill="${G.ink}"/><rect x="280" y="136" width="30" height="44" rx="8" fill="${G.ink}"/><rect x="326" y="150" width="30" height="40" rx="8" fill="${G.ink}"/><rect x="368" y="198" width="28" height="36" rx="8" fill="${G.ink}"/>` +
  darkPart('M190 440H400L404 520H186Z') +
  `<rect x="250" y="454" width="120" height="40" rx="10" fill="${p.c}" stroke="${p.line}" stroke-width="2"/>` +
  stitch('M200 420H394', p.on);

/** Tall touring boot, side view. */
const boots: Draw = (p) =>
  body('M214 104H372L380 330Q386 376 440 386L504 398Q534 408 528 446L522 470H200L204 380Z', p) +
  darkPart('M194 470H528Q532 500 520 500H198Q190 500 194 470Z', G.ink) +
  `<path d="M468 392L514 400Q532 410 528 446L480 448Z" fill="${G.dark}"/><path d="M200 420L240 424L236 470H200Z" fill="${G.dark}"/>` +
  `<path d="M344 120H380L388 300L352 296Z" fill="${G.dark}"/>` +
  `<path d="M206 170H378M206 250H382M208 330H392" stroke="${G.ink}" stroke-width="14"/>` +
  [170, 250, 330].map((y) => `<rect x="360" y="${y - 12}" width="28" height="24" rx="4" fill="${G.chrome}"/>`).join('') +
  reflect('M214 120H250V134H214Z');

/** Riding trousers with knee armour. */
const pants: Draw = (p) =>
  sym(
    'pt',
    body('M300 140H196L180 300L186 500H282L292 250L300 232Z', p) +
      `<rect x="192" y="300" width="74" height="96" rx="24" fill="${G.dark}"/><path d="M206 280h60M206 268h60M206 256h60" stroke="${p.line}" stroke-width="3"/>` +
      `<path d="M188 470H282" stroke="${G.ink}" stroke-width="6"/>` +
      stitch('M204 160L196 290', p.on) +
      darkPart('M300 112H194L196 144H300Z', G.ink) +
      `<rect x="210" y="118" width="10" height="26" fill="#4a515b"/>`,
  ) + `<rect x="286" y="116" width="28" height="22" rx="4" fill="${G.chrome}"/>`;

/** Riding backpack with reflective stripe. */
const backpack: Draw = (p) =>
  darkPart('M176 180Q150 300 168 440L190 440Z M424 180Q450 300 432 440L410 440Z', G.ink) +
  `<path d="M250 124Q300 80 350 124" stroke="${G.ink}" stroke-width="14" fill="none"/>` +
  body('M240 120H360Q420 120 420 180V460Q420 500 380 500H220Q180 500 180 460V180Q180 120 240 120Z', p) +
  body('M220 300H380Q396 300 396 316V448Q396 470 374 470H226Q204 470 204 448V316Q204 300 220 300Z', p, false) +
  `<path d="M196 200Q300 160 404 200" stroke="${G.ink}" stroke-width="4" fill="none" stroke-dasharray="3 2"/><path d="M214 318H386" stroke="${G.ink}" stroke-width="4" stroke-dasharray="3 2"/>` +
  reflect('M292 140H308V290H292Z') +
  `<path d="M190 250L410 230M190 280L410 260" stroke="${G.ink}" stroke-width="8" opacity=".85"/><rect x="392" y="222" width="22" height="46" rx="4" fill="#4a515b"/>`;

/** Off-road goggles with iridium lens. */
const goggles: Draw = (p) =>
  `<defs><linearGradient id="ir" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4c6fff"/><stop offset=".5" stop-color="#b04cff"/><stop offset="1" stop-color="#ff8a3d"/></linearGradient></defs>` +
  `<path d="M60 260Q90 250 124 254V330Q90 334 60 326Z M540 260Q510 250 476 254V330Q510 334 540 326Z" fill="${G.ink}"/>` +
  `<path d="M64 276H124M64 296H124M64 316H124M476 276H536M476 296H536M476 316H536" stroke="${p.c}" stroke-width="6"/>` +
  body('M112 250Q122 186 210 186H390Q478 186 488 250Q496 326 432 344Q380 356 340 334Q300 314 260 334Q220 356 168 344Q104 326 112 250Z', p) +
  `<path d="M136 252Q144 208 214 208H386Q456 208 464 252Q470 310 424 322Q380 330 346 312Q300 292 254 312Q220 330 176 322Q130 310 136 252Z" fill="url(#ir)"/>` +
  `<path d="M170 226H300L250 300H150Z" fill="#fff" opacity=".28"/>`;

/** Hooded rain suit with high-visibility bands. */
const rainsuit: Draw = (p) =>
  sym(
    'r',
    body('M300 94Q232 94 228 160L196 170L156 222L116 452Q124 474 154 470L178 300L178 508Q240 520 300 520Z', p) +
      reflect('M182 360L296 354V374L180 380Z') +
      reflect('M130 380L170 388L166 408L126 400Z') +
      `<path d="M228 160Q240 120 300 116" stroke="${p.line}" stroke-width="4" fill="none"/>` +
      `<path d="M250 190L254 222" stroke="#e9e6dd" stroke-width="3"/><circle cx="254" cy="226" r="5" fill="#e9e6dd"/>`,
  ) +
  `<path d="M300 156V516" stroke="${p.line}" stroke-width="5"/><path d="M236 120Q300 100 364 120L352 154Q300 140 248 154Z" fill="${G.ink}" opacity=".75"/>` +
  `<path d="M200 220Q210 180 240 170L246 300Q210 300 200 260Z" fill="#fff" opacity=".25"/>`;

/** Segmented back protector. */
const armor: Draw = (p) => {
  let plates = '';
  for (let i = 0; i < 7; i++) {
    const w = 150 - i * 10;
    const y = 120 + i * 48;
    plates += body(
      `M${300 - w / 2} ${y + 8}Q${300 - w / 2} ${y} ${300 - w / 2 + 12} ${y}H${300 + w / 2 - 12}Q${300 + w / 2} ${y} ${300 + w / 2} ${y + 8}L${300 + w / 2 - 10} ${y + 40}H${300 - w / 2 + 10}Z`,
      p,
    );
  }
  return (
    darkPart('M170 110Q300 80 430 110L410 200L372 470L300 500L228 470L190 200Z', G.ink) +
    `<path d="M170 120L110 200M430 120L490 200" stroke="${G.dark}" stroke-width="28" stroke-linecap="round"/>` +
    darkPart('M130 440H470Q486 440 486 456V490Q486 506 470 506H130Q114 506 114 490V456Q114 440 130 440Z') +
    plates +
    `<rect x="200" y="452" width="200" height="40" rx="8" fill="#4a515b"/>`
  );
};

/** Helmet Bluetooth intercom with jog dial, boom microphone and clamp. */
const intercom: Draw = (p) =>
  `<path d="M220 380Q170 470 250 500Q330 520 360 470" stroke="${G.ink}" stroke-width="10" fill="none" stroke-linecap="round"/><rect x="346" y="446" width="44" height="34" rx="14" fill="${G.dark}"/>` +
  darkPart('M200 360H440L424 420H216Z', G.ink) +
  `<g transform="rotate(-8 320 280)">` +
  body('M210 190H420Q470 190 470 250V320Q470 370 420 370H220Q170 370 170 320V240Q170 190 210 190Z', p) +
  `<rect x="440" y="206" width="22" height="40" rx="10" fill="${G.ink}"/>` +
  `<circle cx="262" cy="280" r="66" fill="${G.dark}"/><circle cx="262" cy="280" r="58" fill="none" stroke="#4a515b" stroke-width="6" stroke-dasharray="3 4"/><circle cx="262" cy="280" r="32" fill="${p.c}" stroke="${p.line}" stroke-width="2"/>` +
  `<rect x="360" y="236" width="64" height="26" rx="13" fill="${G.ink}"/><rect x="360" y="296" width="64" height="26" rx="13" fill="${G.ink}"/><circle cx="392" cy="214" r="6" fill="#3fbf7f"/>` +
  `</g>`;

/** Drawings of riding gear, keyed by art name. */
export const GEAR_ART = { helmet, jacket, gloves, boots, pants, backpack, goggles, rainsuit, armor, intercom } as const;
