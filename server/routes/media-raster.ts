import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  RASTER_FORMATS,
  RASTER_MIME,
  RASTER_VERSION,
  RASTER_WIDTHS,
  rasterSource,
  savesData,
  type RasterFormat,
  type RasterWidth,
} from '../../src/config/raster.ts';
import { diskStore, type DiskStore } from '../raster/disk-store.ts';
import { pictureMessage, type PictureMessageKey } from '../raster/messages.ts';
import { pipeline, type Pipeline } from '../raster/pipeline.ts';
import { QueueFullError, workQueue, type WorkQueue } from '../raster/work-queue.ts';
import { wallpaperRoute } from './media-wallpaper.ts';

/** Options of the picture routes (tests point the store at a temporary folder and shrink it). */
export interface RasterRouteOptions {
  dataDir: string;
  /** Bytes the rendered pictures may take on disk (default 512 MB); the oldest are deleted beyond. */
  maxBytes?: number;
}

/** Headers of every rendered picture: the URL is versioned, so it never changes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Shared by the picture and wallpaper routes: one store and one bounded queue for all rendering. */
export interface RasterContext {
  store: DiskStore;
  queue: WorkQueue;
  pipeline: Pipeline;
}

const lang = (req: FastifyRequest): 0 | 1 => (/^en\b/i.test(req.headers['accept-language'] ?? '') ? 1 : 0);

/** A refusal envelope in the request's language (4xx for bad input, 503 when the render queue is full). */
export function refuse(req: FastifyRequest, reply: FastifyReply, status: number, key: PictureMessageKey): FastifyReply {
  if (status === 503) reply.header('retry-after', '2');
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ code: status, msg: pictureMessage(key, lang(req)), data: null });
}

/** Reads `<art path>/<width>.<format>`; the art path is checked against the artwork the pipeline knows. */
function parse(rest: string): { source: string; width: RasterWidth; format: RasterFormat } | PictureMessageKey {
  const m = /^(.{1,120})\/([0-9]{1,5})\.([a-z]{2,5})$/.exec(rest);
  if (!m) return 'pictureNotFound';
  const source = rasterSource(`/media/${m[1]}.svg`);
  if (!source) return 'pictureNotFound';
  const width = Number(m[2]);
  if (!(RASTER_WIDTHS as readonly number[]).includes(width)) return 'badPictureWidth';
  if (!(RASTER_FORMATS as readonly string[]).includes(m[3])) return 'badPictureFormat';
  return { source, width: width as RasterWidth, format: m[3] as RasterFormat };
}

/**
 * GET /media/px/<version>/<art>/<width>.<format>: the photograph of a product or news picture at one
 * of the pipeline's widths and formats, rendered on first request and then read from disk. The
 * format is in the URL (the page's `<picture>` picks it), so no Accept negotiation; only
 * `Save-Data: on` changes the answer (a lighter variant), hence `Vary: Save-Data`.
 */
export async function rasterRoutes(app: FastifyInstance, opts: RasterRouteOptions): Promise<void> {
  const store = diskStore(path.join(opts.dataDir, 'media-cache'), opts.maxBytes ?? 512 * 1024 * 1024);
  // Two renders at a time (sharp uses its own threads within each); a burst beyond 64 waits for a retry.
  const queue = workQueue(2, 64);
  const ctx: RasterContext = { store, queue, pipeline: pipeline(store, queue) };

  app.get('/media/px/:version/*', { schema: { hide: true } }, async (req, reply) => {
    const { version, '*': rest = '' } = req.params as { version: string; '*'?: string };
    if (version !== RASTER_VERSION) return refuse(req, reply, 404, 'pictureNotFound');
    const parsed = parse(rest);
    if (typeof parsed === 'string') return refuse(req, reply, parsed === 'pictureNotFound' ? 404 : 400, parsed);
    const lite = savesData(req.headers['save-data']);
    try {
      const out = await ctx.pipeline.variant(parsed.source, parsed.width, parsed.format, lite);
      if (!out) return refuse(req, reply, 404, 'pictureNotFound');
      return reply
        .code(200)
        .headers({
          'content-type': RASTER_MIME[parsed.format],
          'cache-control': IMMUTABLE,
          vary: 'Save-Data',
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'",
        })
        .send(out.body);
    } catch (err) {
      if (err instanceof QueueFullError) return refuse(req, reply, 503, 'pictureBusy');
      throw err;
    }
  });

  await wallpaperRoute(app, ctx);
}
