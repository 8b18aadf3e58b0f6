import sharp from 'sharp';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Stored names are random hex plus the sniffed extension; nothing else is ever served. */
export const UPLOAD_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/;

export const IMAGE_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;
export type ImageExt = keyof typeof IMAGE_TYPES;

/** The image type from the file's first bytes (JPEG, PNG, WebP), never from its name or header. */
export function sniffImage(buf: Buffer): ImageExt | undefined {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

/** A client file name that tries to name a path (separators, `..`, control characters). */
export function isPathTrick(name: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we look for
  return /[/\\]|\.\.|[\u0000-\u001f]/.test(name);
}

/**
 * Decodes and re-encodes the image in its own format, or undefined when it does not decode. We never
 * store the bytes we were sent: a fresh encoding proves the file is a real image, drops EXIF (riders'
 * GPS) and every other chunk, and defeats polyglots (a valid JPEG that is also HTML, a script or a ZIP),
 * whose second reading lives in bytes an encoder never writes. The pixel cap stops decompression bombs;
 * only the first frame of an animation is kept.
 */
export async function reencodeImage(buf: Buffer, ext: ImageExt): Promise<{ data: Buffer; width: number; height: number } | undefined> {
  try {
    const format = ext === 'jpg' ? 'jpeg' : ext;
    const out = await sharp(buf, { limitInputPixels: 40_000_000 }).rotate().toFormat(format).toBuffer({ resolveWithObject: true });
    return { data: out.data, width: out.info.width, height: out.info.height };
  } catch {
    return undefined;
  }
}
