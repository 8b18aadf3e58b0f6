import type { FastifyInstance } from 'fastify';
import { RASTER_VERSION } from '../../src/config/raster.ts';
import { SCENE_ART, type SceneArt } from '../art/scene.ts';
import { QueueFullError } from '../raster/work-queue.ts';
import { renderWallpaper, WALLPAPER_FORMATS, wallpaperFileName, wallpaperScreen, type WallpaperFormat } from '../raster/wallpaper.ts';
import { IMMUTABLE, refuse, type RasterContext } from './media-raster.ts';

const MIME: Record<WallpaperFormat, string> = { jpg: 'image/jpeg', png: 'image/png' };

/**
 * GET /media/wallpapers/<version>/<art>/<seed>/<W>x<H>.<png|jpg>: a wallpaper download at one of the
 * offered screen sizes, rendered once and then read from disk, saved under a readable file name.
 */
export async function wallpaperRoute(app: FastifyInstance, ctx: RasterContext): Promise<void> {
  app.get('/media/wallpapers/:version/:art/:seed/:file', { schema: { hide: true } }, async (req, reply) => {
    const { version, art, seed, file } = req.params as Record<string, string>;
    const n = /^(0|[1-9][0-9]{0,2})$/.test(seed) ? Number(seed) : -1;
    if (version !== RASTER_VERSION || n < 0 || !(SCENE_ART as readonly string[]).includes(art)) return refuse(req, reply, 404, 'pictureNotFound');
    const m = /^([0-9]{3,4})x([0-9]{3,4})\.([a-z]{2,5})$/.exec(file);
    if (!m) return refuse(req, reply, 404, 'pictureNotFound');
    const screen = wallpaperScreen(Number(m[1]), Number(m[2]));
    if (!screen) return refuse(req, reply, 400, 'badWallpaperSize');
    if (!(WALLPAPER_FORMATS as readonly string[]).includes(m[3])) return refuse(req, reply, 400, 'badPictureFormat');
    const format = m[3] as WallpaperFormat;
    const key = `wallpapers/${RASTER_VERSION}/${art}/${n}/${screen.width}x${screen.height}.${format}`;
    try {
      const body =
        (await ctx.store.get(key)) ??
        (await ctx.queue.run(key, async () => {
          const out = await renderWallpaper(art as SceneArt, n, screen, format);
          await ctx.store.put(key, out);
          return out;
        }));
      return reply
        .code(200)
        .headers({
          'content-type': MIME[format],
          'content-disposition': `attachment; filename="${wallpaperFileName(art as SceneArt, n, screen.width, screen.height, format)}"`,
          'cache-control': IMMUTABLE,
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'",
        })
        .send(body);
    } catch (err) {
      if (err instanceof QueueFullError) return refuse(req, reply, 503, 'pictureBusy');
      throw err;
    }
  });
}
