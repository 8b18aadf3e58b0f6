/**
 * Photographic treatment for the generated artwork: a real maker's pages carry camera photographs
 * (100–300 KB each), and the site is measured with pictures of that weight. Flat vector colour
 * compresses to almost nothing, so a render gets what a camera adds: lens softness, a lighting
 * falloff, out-of-focus highlights (bokeh) and sensor grain at two scales, all seeded by the picture's
 * path so the same picture always gets the same pixels.
 */
import sharp from 'sharp';
import { rng } from '../art/color.ts';

/** A deterministic seed from any string (FNV-1a). */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** One-channel grain around mid-grey (128 ± amp), `w`×`h`, from a seeded generator. */
function grain(w: number, h: number, seed: number, amp: number): Buffer {
  const next = rng(seed);
  const out = Buffer.alloc(w * h);
  // Sum of two uniforms: a triangular distribution, closer to sensor noise than a flat one.
  for (let i = 0; i < out.length; i++) out[i] = 128 + Math.round((next() + next() - 1) * amp);
  return out;
}

/** Lighting falloff (vignette) plus a warm key light, as an SVG overlay. */
function lightingSvg(w: number, h: number, seed: number): string {
  const r = rng(seed + 7);
  const kx = Math.round(w * (0.2 + r() * 0.6));
  const ky = Math.round(h * (0.1 + r() * 0.3));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
    `<defs><radialGradient id="v" cx=".5" cy=".5" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".42"/></radialGradient>` +
    `<radialGradient id="k"><stop offset="0" stop-color="#ffe2b0" stop-opacity=".30"/><stop offset="1" stop-color="#ffe2b0" stop-opacity="0"/></radialGradient></defs>` +
    `<circle cx="${kx}" cy="${ky}" r="${Math.round(w * 0.45)}" fill="url(#k)"/>` +
    `<rect width="${w}" height="${h}" fill="url(#v)"/></svg>`
  );
}

/** Soft out-of-focus discs of light in the upper part of the frame (blurred when composited). */
function bokehSvg(w: number, h: number, seed: number): string {
  const r = rng(seed + 13);
  const discs = Array.from({ length: 18 }, () => {
    const cx = Math.round(r() * w);
    const cy = Math.round(r() * h * 0.55);
    const rad = Math.round(w * (0.01 + r() * 0.035));
    const hue = r() < 0.5 ? '#fff3d6' : '#d6ecff';
    return `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="${hue}" fill-opacity="${(0.08 + r() * 0.16).toFixed(2)}"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${discs.join('')}</svg>`;
}

/** Options of the treatment: wallpapers skip the grain (a PNG of noise would be tens of megabytes). */
export interface TextureOptions {
  grain?: boolean;
}

/**
 * Applies the photographic treatment to an opaque RGB raster (`raw`, 3 channels) and returns a
 * sharp pipeline over the result, ready for an encoder.
 */
export async function photographic(raw: Buffer, w: number, h: number, seed: number, o: TextureOptions = {}): Promise<sharp.Sharp> {
  const bokeh = await sharp(Buffer.from(bokehSvg(w, h, seed)))
    .blur(Math.max(1, w / 220))
    .png()
    .toBuffer();
  const layers: sharp.OverlayOptions[] = [
    { input: bokeh, blend: 'screen' },
    { input: Buffer.from(lightingSvg(w, h, seed)), blend: 'over' },
  ];
  if (o.grain !== false) {
    // Fine grain at full resolution and coarse grain (a third of it, enlarged): the coarse one
    // survives downscaling, so the smaller variants keep a photograph's weight too.
    const fine = await sharp(grain(w, h, seed + 1, 20), { raw: { width: w, height: h, channels: 1 } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const cw = Math.ceil(w / 3);
    const ch = Math.ceil(h / 3);
    const coarse = await sharp(grain(cw, ch, seed + 2, 26), { raw: { width: cw, height: ch, channels: 1 } })
      .resize(w, h, { kernel: 'cubic' })
      .png({ compressionLevel: 1 })
      .toBuffer();
    layers.push({ input: fine, blend: 'overlay' }, { input: coarse, blend: 'soft-light' });
  }
  const soft = await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .blur(0.6)
    .raw()
    .toBuffer();
  const lit = await sharp(soft, { raw: { width: w, height: h, channels: 3 } })
    .composite(layers)
    .removeAlpha()
    .raw()
    .toBuffer();
  return sharp(lit, { raw: { width: w, height: h, channels: 3 } });
}
