/** The photograph-weight master of a picture: its artwork rendered large, with the photographic treatment. */
import sharp from 'sharp';
import { renderArt } from '../art/index.ts';
import { photographic, seedOf } from './texture.ts';

/** Width of every master (the widest variant the pipeline serves). */
export const MASTER_WIDTH = 1600;

/** JPEG quality of a master: a camera's "fine" setting, the weight a maker uploads. */
const MASTER_QUALITY = 90;

/** Renders an SVG at `width`×`height` (its aspect is kept by the SVG's own viewBox rules) as opaque RGB. */
export async function rasterizeSvg(svg: string, width: number, height: number): Promise<Buffer> {
  const meta = await sharp(Buffer.from(svg)).metadata();
  const density = Math.min(2400, Math.ceil(72 * Math.max(width / (meta.width ?? width), height / (meta.height ?? height)) * 1.02));
  return sharp(Buffer.from(svg), { density, limitInputPixels: 80_000_000 })
    .resize(width, height, { fit: 'cover' })
    .flatten({ background: '#000000' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer();
}

/**
 * The master JPEG of an artwork key (`scene/lake/233`), 1600 px wide at the artwork's aspect, or
 * null when the key names no artwork.
 */
export async function renderMaster(source: string): Promise<Buffer | null> {
  const art = await renderArt(`${source}.svg`);
  if (!art) return null;
  const meta = await sharp(Buffer.from(art.body)).metadata();
  if (!meta.width || !meta.height) return null;
  const height = Math.round((MASTER_WIDTH * meta.height) / meta.width);
  const raw = await rasterizeSvg(art.body, MASTER_WIDTH, height);
  const photo = await photographic(raw, MASTER_WIDTH, height, seedOf(source));
  return photo.jpeg({ quality: MASTER_QUALITY, chromaSubsampling: '4:4:4' }).toBuffer();
}
