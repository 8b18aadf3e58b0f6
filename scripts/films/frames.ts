/** The stills a film is cut from, drawn from the project's own artwork (SVG → PNG with sharp). */
import sharp from 'sharp';
import { logoSvg } from '../../server/art/brand.ts';
import { motorcycleSvg } from '../../server/art/motorcycle.ts';
import { sceneSvg } from '../../server/art/scene.ts';
import type { FilmSpec } from '../../server/content/films.ts';
import { site } from '../../src/config/site.ts';

/** Stills are drawn at twice the film's size so the slow zoom does not step from pixel to pixel. */
export const STILL = { width: 2560, height: 1440 } as const;

// Fonts the machine has (Debian's fonts-noto-cjk); librsvg picks a fallback when they are missing.
const FONT = "'Noto Sans CJK SC', 'Noto Sans CJK', 'DejaVu Sans', sans-serif";

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A scene re-cropped to 16:9 (the scene keeps its aspect ratio: "slice"). */
function wideScene(spec: FilmSpec, seed: number): string {
  return sceneSvg({ art: spec.art, seed }).replace('width="1600" height="700"', `width="${STILL.width}" height="${STILL.height}"`);
}

const png = (svg: string, w: number, h: number) => sharp(Buffer.from(svg), { density: 144 }).resize(w, h, { fit: 'cover' }).png().toBuffer();

/** The opening card: the scene darkened behind the logo and the title in both languages. */
async function titleCard(spec: FilmSpec): Promise<Buffer> {
  const { width: w, height: h } = STILL;
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<rect width="${w}" height="${h}" fill="#0f1b2d" opacity=".78"/>
<rect x="${w / 2 - 160}" y="${h / 2 + 10}" width="320" height="8" fill="#c8102e"/>
<text x="${w / 2}" y="${h / 2 - 60}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="128" fill="#f4f1ea">${esc(spec.title.zh)}</text>
<text x="${w / 2}" y="${h / 2 + 130}" text-anchor="middle" font-family="${FONT}" font-size="72" fill="#e9dcc2">${esc(spec.title.en)}</text>
</svg>`;
  return sharp(await png(wideScene(spec, spec.seed), w, h))
    .composite([{ input: Buffer.from(text) }, { input: await png(logoSvg(), 300, 300), left: w / 2 - 150, top: 160 }])
    .png()
    .toBuffer();
}

/** The riding shot: the film's bike on the road at dusk (the bike artwork's own scene view). */
function bikeShot(spec: FilmSpec): Promise<Buffer> {
  const bike = motorcycleSvg({ style: spec.bike.style, view: 'scene', hex: spec.bike.hex, accent: spec.bike.accent });
  return png(bike, STILL.width, STILL.height);
}

/** The closing card: logo and brand name on navy. */
async function endCard(): Promise<Buffer> {
  const { width: w, height: h } = STILL;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<defs><radialGradient id="g" cx=".5" cy=".45" r=".7"><stop offset="0" stop-color="#1d3358"/><stop offset="1" stop-color="#0f1b2d"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<text x="${w / 2}" y="${h / 2 + 260}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="96" fill="#f4f1ea">${esc(`${site.name.zh} · ${site.name.en}`)}</text>
</svg>`;
  return sharp(Buffer.from(svg))
    .composite([{ input: await png(logoSvg(), 420, 420), left: w / 2 - 210, top: h / 2 - 330 }])
    .png()
    .toBuffer();
}

/** The four stills of one film, in order: title card, the scene at another hour, the riding shot, end card. */
export async function filmStills(spec: FilmSpec): Promise<Buffer[]> {
  return [await titleCard(spec), await png(wideScene(spec, spec.seed2), STILL.width, STILL.height), await bikeShot(spec), await endCard()];
}
