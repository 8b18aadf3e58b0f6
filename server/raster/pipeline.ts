/**
 * The one picture pipeline (sharp): a master per artwork, and from it each width × format variant,
 * rendered on first request and kept on disk. Save-Data requests get a lighter variant of their own.
 */
import sharp from 'sharp';
import { RASTER_VERSION, SAVE_DATA_MAX_WIDTH, type RasterFormat, type RasterWidth } from '../../src/config/raster.ts';
import type { DiskStore } from './disk-store.ts';
import { MASTER_WIDTH, renderMaster } from './master.ts';
import type { WorkQueue } from './work-queue.ts';

/** Encoder settings per format: the usual web qualities for photographs; Save-Data gets lower ones. */
function encode(img: sharp.Sharp, format: RasterFormat, lite: boolean): sharp.Sharp {
  switch (format) {
    case 'avif':
      return img.avif({ quality: lite ? 38 : 50, effort: 2 });
    case 'webp':
      return img.webp({ quality: lite ? 55 : 72, effort: 3 });
    case 'jpg':
      return img.jpeg({ quality: lite ? 60 : 76, mozjpeg: true, progressive: true });
  }
}

/** A rendered variant and what the response says about it. */
export interface Variant {
  body: Buffer;
  width: number;
}

/** Renders and stores pictures through one bounded queue. */
export interface Pipeline {
  /** The master JPEG of an artwork (rendered once, then from disk), null for unknown artwork. */
  master(source: string): Promise<Buffer | null>;
  /** One variant; `lite` (Save-Data) caps the width and lowers the quality. Null for unknown artwork. */
  variant(source: string, width: RasterWidth, format: RasterFormat, lite: boolean): Promise<Variant | null>;
}

/** Makes the pipeline over a disk store and a work queue. */
export function pipeline(store: DiskStore, queue: WorkQueue): Pipeline {
  const master = async (source: string): Promise<Buffer | null> => {
    const key = `masters/${RASTER_VERSION}/${source}.jpg`;
    const hit = await store.get(key);
    if (hit) return hit;
    return queue.run(key, async () => {
      const body = await renderMaster(source);
      if (body) await store.put(key, body);
      return body;
    });
  };
  return {
    master,
    async variant(source, width, format, lite) {
      const w = Math.min(width, MASTER_WIDTH, lite ? SAVE_DATA_MAX_WIDTH : MASTER_WIDTH);
      const key = `${RASTER_VERSION}/${source}/${w}${lite ? '-lite' : ''}.${format}`;
      const hit = await store.get(key);
      if (hit) return { body: hit, width: w };
      const base = await master(source);
      if (!base) return null;
      const body = await queue.run(key, async () => {
        const out = await encode(sharp(base).resize({ width: w, withoutEnlargement: true }), format, lite).toBuffer();
        await store.put(key, out);
        return out;
      });
      return { body, width: w };
    },
  };
}
